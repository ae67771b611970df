import Foundation
import Ripple

/// Starts `producer` and returns its whole event history once the run terminates.
func history<Value, Error>(
    of producer: SignalProducer<Value, Error>
) async -> [Signal<Value, Error>.Event] {
    await withCheckedContinuation { continuation in
        let recorder = EventRecorder<Value, Error>()
        producer.start { event in
            recorder.observer.send(event)
            if event.isTerminating { continuation.resume(returning: recorder.events) }
        }
    }
}

/// Everything `sequence` yields until it ends; the typed failure is returned, not thrown.
func collect<Value, Failure>(
    _ sequence: AsyncValueSequence<Value, Failure>
) async -> (values: [Value], failure: Failure?) {
    var values: [Value] = []
    do throws(Failure) {
        for try await value in sequence { values.append(value) }
    } catch {
        return (values, error)
    }
    return (values, nil)
}

/// Counts the runs of a producer and whether the latest one was interrupted.
final class RunLog: @unchecked Sendable {
    private let lock = NSLock()
    private var starts = 0
    private var interruptions = 0

    var startCount: Int { locked { starts } }
    var interruptionCount: Int { locked { interruptions } }

    func started() { locked { starts += 1 } }
    func interrupted() { locked { interruptions += 1 } }

    /// A producer that logs each run, sends `values` and then waits for interruption.
    func producer(sending values: [Int]) -> SignalProducer<Int, Never> {
        SignalProducer { [self] observer, lifetime in
            started()
            lifetime.observeEnded { [self] in interrupted() }
            values.forEach(observer.send(value:))
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
