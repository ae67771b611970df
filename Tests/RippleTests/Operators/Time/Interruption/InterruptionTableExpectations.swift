/// The expected logs of `InterruptionTableTests`: ReactiveSwift 7.2.1's output for the same
/// programs (`InterruptionTableHarness`), except where Ripple differs on purpose:
/// under `flatMap(.concat)`, ReactiveSwift also calls `interrupted`, `terminated` and `disposed`
/// of the `on` stage of inner 2, which was still queued and never started (no `starting`);
/// Ripple leaves a never-started inner alone, so those three entries are not in its log.
enum InterruptionTableExpectations {
    static let dispose: [String: String] = [
        "delay":
            "starting@0 up.starting@0 up.v1@0 |t0.5 up.interrupted@0.5 "
            + "up.terminated@0.5 up.disposed@0.5 |disposed interrupted@0.5 "
            + "terminated@0.5 obs:interrupted@0.5 disposed@0.5 |t1 |t2 |t4",
        "observeOn":
            "starting@0 up.starting@0 up.v1@0 v1@0 obs:v1@0 |t0.5 "
            + "up.interrupted@0.5 up.terminated@0.5 up.disposed@0.5 |disposed "
            + "interrupted@0.5 terminated@0.5 obs:interrupted@0.5 disposed@0.5 |t1 "
            + "|t2 |t4",
        "throttle":
            "starting@0 up.starting@0 up.v1@0 v1@0 obs:v1@0 |t0.5 "
            + "up.interrupted@0.5 up.terminated@0.5 up.disposed@0.5 |disposed "
            + "interrupted@0.5 terminated@0.5 obs:interrupted@0.5 disposed@0.5 |t1 "
            + "|t2 |t4",
        "debounce":
            "starting@0 up.starting@0 up.v1@0 |t0.5 up.interrupted@0.5 "
            + "up.terminated@0.5 up.disposed@0.5 |disposed interrupted@0.5 "
            + "terminated@0.5 obs:interrupted@0.5 disposed@0.5 |t1 |t2 |t4",
        "timeout":
            "starting@0 up.starting@0 up.v1@0 v1@0 obs:v1@0 |t0.5 interrupted@0.5 "
            + "terminated@0.5 obs:interrupted@0.5 disposed@0.5 up.interrupted@0.5 "
            + "up.terminated@0.5 up.disposed@0.5 |disposed |t1 |t2 |t4",
        "collectEvery":
            "starting@0 up.starting@0 up.v1@0 |t0.5 up.interrupted@0.5 "
            + "up.terminated@0.5 up.disposed@0.5 |disposed interrupted@0.5 "
            + "terminated@0.5 obs:interrupted@0.5 disposed@0.5 |t1 |t2 |t4",
        "ksrDelay":
            "starting@0 up.starting@0 up.v1@0 |t0.5 up.interrupted@0.5 "
            + "up.terminated@0.5 up.disposed@0.5 |disposed interrupted@0.5 "
            + "terminated@0.5 obs:interrupted@0.5 disposed@0.5 |t1 |t2 |t4",
        "ksrDebounce":
            "starting@0 up.starting@0 up.v1@0 |t0.5 interrupted@0.5 terminated@0.5 "
            + "obs:interrupted@0.5 disposed@0.5 up.interrupted@0.5 up.terminated@0.5 "
            + "up.disposed@0.5 |disposed |t1 |t2 |t4",
        "lazyMap":
            "starting@0 up.starting@0 up.v1@0 v1@0 obs:v1@0 |t0.5 "
            + "up.interrupted@0.5 up.terminated@0.5 up.disposed@0.5 |disposed "
            + "interrupted@0.5 terminated@0.5 obs:interrupted@0.5 disposed@0.5 |t1 "
            + "|t2 |t4",
        "startOn":
            "starting@0 up.starting@0 |t0.5 interrupted@0.5 terminated@0.5 "
            + "obs:interrupted@0.5 disposed@0.5 up.interrupted@0.5 up.terminated@0.5 "
            + "up.disposed@0.5 |disposed |t1 |t2 |t4",
        "throttleWhile":
            "starting@0 up.starting@0 up.v1@0 v1@0 obs:v1@0 |t0.5 interrupted@0.5 "
            + "terminated@0.5 obs:interrupted@0.5 disposed@0.5 up.interrupted@0.5 "
            + "up.terminated@0.5 up.disposed@0.5 |disposed |t1 |t2 |t4",
    ]
    static let interruptUpstream: [String: String] = [
        "delay":
            "starting@0 |t0.5 |upInterrupted interrupted@0.5 terminated@0.5 "
            + "obs:interrupted@0.5 disposed@0.5 |t1 |t2 |t4",
        "observeOn":
            "starting@0 v1@0 obs:v1@0 |t0.5 |upInterrupted interrupted@0.5 "
            + "terminated@0.5 obs:interrupted@0.5 disposed@0.5 |t1 |t2 |t4",
        "throttle":
            "starting@0 v1@0 obs:v1@0 |t0.5 |upInterrupted interrupted@0.5 "
            + "terminated@0.5 obs:interrupted@0.5 disposed@0.5 |t1 |t2 |t4",
        "debounce":
            "starting@0 |t0.5 |upInterrupted interrupted@0.5 terminated@0.5 "
            + "obs:interrupted@0.5 disposed@0.5 |t1 |t2 |t4",
        "timeout":
            "starting@0 v1@0 obs:v1@0 |t0.5 interrupted@0.5 terminated@0.5 "
            + "obs:interrupted@0.5 disposed@0.5 |upInterrupted |t1 |t2 |t4",
        "collectEvery":
            "starting@0 |t0.5 |upInterrupted interrupted@0.5 terminated@0.5 "
            + "obs:interrupted@0.5 disposed@0.5 |t1 |t2 |t4",
        "ksrDelay":
            "starting@0 |t0.5 |upInterrupted interrupted@0.5 terminated@0.5 "
            + "obs:interrupted@0.5 disposed@0.5 |t1 |t2 |t4",
        "ksrDebounce":
            "starting@0 |t0.5 interrupted@0.5 terminated@0.5 obs:interrupted@0.5 "
            + "disposed@0.5 |upInterrupted |t1 |t2 |t4",
        "lazyMap":
            "starting@0 v1@0 obs:v1@0 |t0.5 |upInterrupted interrupted@0.5 "
            + "terminated@0.5 obs:interrupted@0.5 disposed@0.5 |t1 |t2 |t4",
        "startOn":
            "starting@0 |t0.5 interrupted@0.5 terminated@0.5 obs:interrupted@0.5 "
            + "disposed@0.5 |upInterrupted |t1 |t2 |t4",
        "throttleWhile":
            "starting@0 v1@0 obs:v1@0 |t0.5 |upInterrupted interrupted@0.5 "
            + "terminated@0.5 obs:interrupted@0.5 disposed@0.5 |t1 |t2 |t4",
    ]
    static let replaceUnderLatest: [String: String] = [
        "delay":
            "in1.starting@0 |t0.5 in2.starting@0.5 |sent2 in1.interrupted@0.5 "
            + "in1.terminated@0.5 in1.disposed@0.5 |t1 in2.v2@1.5 obs:v2@1.5 |t2 |t4",
        "observeOn":
            "in1.starting@0 in1.v1@0 obs:v1@0 |t0.5 in2.starting@0.5 |sent2 "
            + "in1.interrupted@0.5 in1.terminated@0.5 in1.disposed@0.5 in2.v2@0.5 "
            + "obs:v2@0.5 |t1 |t2 |t4",
        "throttle":
            "in1.starting@0 in1.v1@0 obs:v1@0 |t0.5 in2.starting@0.5 |sent2 "
            + "in1.interrupted@0.5 in1.terminated@0.5 in1.disposed@0.5 in2.v2@0.5 "
            + "obs:v2@0.5 |t1 |t2 |t4",
        "debounce":
            "in1.starting@0 |t0.5 in2.starting@0.5 |sent2 in1.interrupted@0.5 "
            + "in1.terminated@0.5 in1.disposed@0.5 |t1 in2.v2@1.5 obs:v2@1.5 |t2 |t4",
        "timeout":
            "in1.starting@0 in1.v1@0 obs:v1@0 |t0.5 in1.interrupted@0.5 "
            + "in1.terminated@0.5 in1.disposed@0.5 in2.starting@0.5 in2.v2@0.5 "
            + "obs:v2@0.5 |sent2 |t1 |t2 in2.terminated@2.5 obs:failed@2.5 "
            + "in2.disposed@2.5 |t4",
        "collectEvery":
            "in1.starting@0 |t0.5 in2.starting@0.5 |sent2 in1.interrupted@0.5 "
            + "in1.terminated@0.5 in1.disposed@0.5 |t1 in2.v2@1.5 obs:v2@1.5 |t2 "
            + "in2.v0@2.5 obs:v0@2.5 in2.v0@3.5 obs:v0@3.5 |t4",
        "ksrDelay":
            "in1.starting@0 |t0.5 in2.starting@0.5 |sent2 in1.interrupted@0.5 "
            + "in1.terminated@0.5 in1.disposed@0.5 |t1 in2.v2@1.5 obs:v2@1.5 |t2 |t4",
        "ksrDebounce":
            "in1.starting@0 |t0.5 in1.interrupted@0.5 in1.terminated@0.5 "
            + "in1.disposed@0.5 in2.starting@0.5 |sent2 |t1 in2.v2@1.5 obs:v2@1.5 |t2 "
            + "|t4",
        "lazyMap":
            "in1.starting@0 in1.v1@0 obs:v1@0 |t0.5 in2.starting@0.5 |sent2 "
            + "in1.interrupted@0.5 in1.terminated@0.5 in1.disposed@0.5 in2.v2@0.5 "
            + "obs:v2@0.5 |t1 |t2 |t4",
        "startOn":
            "in1.starting@0 in1.v1@0 obs:v1@0 |t0.5 in1.interrupted@0.5 "
            + "in1.terminated@0.5 in1.disposed@0.5 in2.starting@0.5 |sent2 in2.v2@0.5 "
            + "obs:v2@0.5 |t1 |t2 |t4",
        "throttleWhile":
            "in1.starting@0 in1.v1@0 obs:v1@0 |t0.5 in1.interrupted@0.5 "
            + "in1.terminated@0.5 in1.disposed@0.5 in2.starting@0.5 |sent2 in2.v2@0.5 "
            + "obs:v2@0.5 |t1 |t2 |t4",
    ]
    static let disposeOuterMerge: [String: String] = [
        "delay":
            "in1.starting@0 in2.starting@0 |t0.5 obs:interrupted@0.5 |disposed "
            + "in1.interrupted@0.5 in1.terminated@0.5 in1.disposed@0.5 "
            + "in2.interrupted@0.5 in2.terminated@0.5 in2.disposed@0.5 |t1 |t2 |t4",
        "observeOn":
            "in1.starting@0 in2.starting@0 in1.v1@0 obs:v1@0 in2.v2@0 obs:v2@0 "
            + "|t0.5 obs:interrupted@0.5 |disposed in1.interrupted@0.5 "
            + "in1.terminated@0.5 in1.disposed@0.5 in2.interrupted@0.5 "
            + "in2.terminated@0.5 in2.disposed@0.5 |t1 |t2 |t4",
        "throttle":
            "in1.starting@0 in2.starting@0 in1.v1@0 obs:v1@0 in2.v2@0 obs:v2@0 "
            + "|t0.5 obs:interrupted@0.5 |disposed in1.interrupted@0.5 "
            + "in1.terminated@0.5 in1.disposed@0.5 in2.interrupted@0.5 "
            + "in2.terminated@0.5 in2.disposed@0.5 |t1 |t2 |t4",
        "debounce":
            "in1.starting@0 in2.starting@0 |t0.5 obs:interrupted@0.5 |disposed "
            + "in1.interrupted@0.5 in1.terminated@0.5 in1.disposed@0.5 "
            + "in2.interrupted@0.5 in2.terminated@0.5 in2.disposed@0.5 |t1 |t2 |t4",
        "timeout":
            "in1.starting@0 in1.v1@0 obs:v1@0 in2.starting@0 in2.v2@0 obs:v2@0 "
            + "|t0.5 obs:interrupted@0.5 in1.interrupted@0.5 in1.terminated@0.5 "
            + "in1.disposed@0.5 in2.interrupted@0.5 in2.terminated@0.5 "
            + "in2.disposed@0.5 |disposed |t1 |t2 |t4",
        "collectEvery":
            "in1.starting@0 in2.starting@0 |t0.5 obs:interrupted@0.5 |disposed "
            + "in1.interrupted@0.5 in1.terminated@0.5 in1.disposed@0.5 "
            + "in2.interrupted@0.5 in2.terminated@0.5 in2.disposed@0.5 |t1 |t2 |t4",
        "ksrDelay":
            "in1.starting@0 in2.starting@0 |t0.5 obs:interrupted@0.5 |disposed "
            + "in1.interrupted@0.5 in1.terminated@0.5 in1.disposed@0.5 "
            + "in2.interrupted@0.5 in2.terminated@0.5 in2.disposed@0.5 |t1 |t2 |t4",
        "ksrDebounce":
            "in1.starting@0 in2.starting@0 |t0.5 obs:interrupted@0.5 "
            + "in1.interrupted@0.5 in1.terminated@0.5 in1.disposed@0.5 "
            + "in2.interrupted@0.5 in2.terminated@0.5 in2.disposed@0.5 |disposed |t1 "
            + "|t2 |t4",
        "lazyMap":
            "in1.starting@0 in2.starting@0 in1.v1@0 obs:v1@0 in2.v2@0 obs:v2@0 "
            + "|t0.5 obs:interrupted@0.5 |disposed in1.interrupted@0.5 "
            + "in1.terminated@0.5 in1.disposed@0.5 in2.interrupted@0.5 "
            + "in2.terminated@0.5 in2.disposed@0.5 |t1 |t2 |t4",
        "startOn":
            "in1.starting@0 in2.starting@0 in1.v1@0 obs:v1@0 in2.v2@0 obs:v2@0 "
            + "|t0.5 obs:interrupted@0.5 in1.interrupted@0.5 in1.terminated@0.5 "
            + "in1.disposed@0.5 in2.interrupted@0.5 in2.terminated@0.5 "
            + "in2.disposed@0.5 |disposed |t1 |t2 |t4",
        "throttleWhile":
            "in1.starting@0 in2.starting@0 in1.v1@0 obs:v1@0 in2.v2@0 obs:v2@0 "
            + "|t0.5 obs:interrupted@0.5 in1.interrupted@0.5 in1.terminated@0.5 "
            + "in1.disposed@0.5 in2.interrupted@0.5 in2.terminated@0.5 "
            + "in2.disposed@0.5 |disposed |t1 |t2 |t4",
    ]
    static let disposeOuterConcat: [String: String] = [
        "delay":
            "in1.starting@0 |t0.5 obs:interrupted@0.5 |disposed in1.interrupted@0.5 "
            + "in1.terminated@0.5 in1.disposed@0.5 |t1 |t2 |t4",
        "observeOn":
            "in1.starting@0 in1.v1@0 obs:v1@0 |t0.5 obs:interrupted@0.5 |disposed "
            + "in1.interrupted@0.5 in1.terminated@0.5 in1.disposed@0.5 |t1 |t2 |t4",
        "throttle":
            "in1.starting@0 in1.v1@0 obs:v1@0 |t0.5 obs:interrupted@0.5 |disposed "
            + "in1.interrupted@0.5 in1.terminated@0.5 in1.disposed@0.5 |t1 |t2 |t4",
        "debounce":
            "in1.starting@0 |t0.5 obs:interrupted@0.5 |disposed in1.interrupted@0.5 "
            + "in1.terminated@0.5 in1.disposed@0.5 |t1 |t2 |t4",
        "timeout":
            "in1.starting@0 in1.v1@0 obs:v1@0 |t0.5 obs:interrupted@0.5 "
            + "in1.interrupted@0.5 in1.terminated@0.5 in1.disposed@0.5 |disposed |t1 "
            + "|t2 |t4",
        "collectEvery":
            "in1.starting@0 |t0.5 obs:interrupted@0.5 |disposed in1.interrupted@0.5 "
            + "in1.terminated@0.5 in1.disposed@0.5 |t1 |t2 |t4",
        "ksrDelay":
            "in1.starting@0 |t0.5 obs:interrupted@0.5 |disposed in1.interrupted@0.5 "
            + "in1.terminated@0.5 in1.disposed@0.5 |t1 |t2 |t4",
        "ksrDebounce":
            "in1.starting@0 |t0.5 obs:interrupted@0.5 in1.interrupted@0.5 "
            + "in1.terminated@0.5 in1.disposed@0.5 |disposed |t1 |t2 |t4",
        "lazyMap":
            "in1.starting@0 in1.v1@0 obs:v1@0 |t0.5 obs:interrupted@0.5 |disposed "
            + "in1.interrupted@0.5 in1.terminated@0.5 in1.disposed@0.5 |t1 |t2 |t4",
        "startOn":
            "in1.starting@0 in1.v1@0 obs:v1@0 |t0.5 obs:interrupted@0.5 "
            + "in1.interrupted@0.5 in1.terminated@0.5 in1.disposed@0.5 |disposed |t1 "
            + "|t2 |t4",
        "throttleWhile":
            "in1.starting@0 in1.v1@0 obs:v1@0 |t0.5 obs:interrupted@0.5 "
            + "in1.interrupted@0.5 in1.terminated@0.5 in1.disposed@0.5 |disposed |t1 "
            + "|t2 |t4",
    ]
}
