// ripple-bench: what each operator costs, as a ratio to a hand-written floor.
//
//     swift run -c release ripple-bench [--quick] [--filter REGEX] [--json PATH]

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let usage = """
    usage: ripple-bench [--quick] [--filter REGEX] [--json PATH]
      --quick         a smoke run: a few thousand iterations per scenario, for CI
      --filter REGEX  only scenarios whose id or name matches, e.g. 'S1$' or 'map'
      --json PATH     also write the results as JSON to PATH
    """

func parseArguments() -> Config {
    var config = Config()
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
        switch argument {
        case "--quick":
            config.quick = true
        case "--filter":
            guard let pattern = arguments.popFirst(), let regex = try? Regex(pattern) else {
                fail("--filter needs a valid regular expression")
            }
            config.filter = regex
        case "--json":
            guard let path = arguments.popFirst() else { fail("--json needs a path") }
            config.jsonPath = path
        case "--help", "-h":
            print(usage)
            exit(0)
        default:
            fail("unknown argument \(argument)")
        }
    }
    return config
}

/// Writes `message` to standard error.
func printError(_ message: String) {
    var text = message + "\n"
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

func fail(_ message: String) -> Never {
    printError("ripple-bench: \(message)\n\(usage)")
    exit(2)
}

let config = parseArguments()

var scenarios: [Scenario] = [
    .s1(config), .s2(config), .s3(config), .s4(config), .s5(config), .s6(config),
    .s7(config), .s8(config), .s9(config), .s9o(config), .s10(config), .s11(config),
    .s11b(config), .v1(config), .v1m(config), .v2(config), .v2o(config),
]

if let filter = config.filter {
    scenarios = scenarios.filter {
        $0.id.contains(filter) || $0.name.contains(filter)
    }
}

let clock = ContinuousClock()
let started = clock.now
if !countsAllocations { print(Report.allocationsNote) }
print(Report.header)
var results: [ScenarioResult] = []
for scenario in scenarios {
    let result = Runner(config: config).run(scenario)
    results.append(result)
    for row in Report.rows(result) { print(row) }
}
print("\n\(scenarios.count) scenarios in \(started.duration(to: clock.now))")

if let path = config.jsonPath, !Report.write(Report.json(results), to: path) {
    fail("could not write \(path)")
}
if results.contains(where: { $0.variants.contains { !$0.checksumsAgree } }) {
    printError("ripple-bench: Ripple and the floor computed different checksums")
    exit(1)
}
