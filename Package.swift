// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Ripple",
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "Ripple", targets: ["Ripple"]),
        .library(name: "RippleTesting", targets: ["RippleTesting"]),
        .executable(name: "ripple-bench", targets: ["ripple-bench"]),
    ],
    dependencies: [],
    targets: [
        // Core
        .target(name: "CRippleAtomics"),
        .target(name: "Ripple", dependencies: ["CRippleAtomics"]),
        .testTarget(name: "RippleTests", dependencies: ["Ripple", "RippleTesting"]),

        // Test kit
        .target(name: "RippleTesting", dependencies: ["Ripple"]),
        .testTarget(name: "RippleTestingTests", dependencies: ["RippleTesting", "Ripple"]),

        // Examples
        .target(name: "Examples", dependencies: ["Ripple"]),
        .testTarget(name: "ExamplesTests", dependencies: ["Examples", "Ripple", "RippleTesting"]),
        // Main-actor views and view models, in Swift 6 mode with warnings as errors.
        .testTarget(
            name: "MainActorTests", dependencies: ["Examples", "Ripple", "RippleTesting"],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),

        // Benchmarks
        .target(name: "CMallocCounter"),
        .executableTarget(
            name: "ripple-bench", dependencies: ["Ripple", "Examples", "CMallocCounter"],
            path: "Benchmarks"),

        // Allocation budgets: counted with the benchmark's malloc counter, so they are exact
        .testTarget(
            name: "AllocationBudgetTests", dependencies: ["Ripple", "Examples", "CMallocCounter"]),

        // Documentation: every ```swift block in README.md, Docs/ and the DocC catalogs
        .testTarget(name: "DocumentationTests"),
    ]
)
