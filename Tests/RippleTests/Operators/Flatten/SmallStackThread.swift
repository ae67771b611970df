import Foundation

/// Runs `body` on a new thread created with a `stackSize`-byte stack (512 KiB by default, the
/// size of an iOS secondary thread) and waits for it to return. A recursion per stage
/// overflows such a stack long before 100,000 stages, so a test that returns proves there is
/// none.
func onSmallStack(stackSize: Int = 512 * 1024, _ body: @escaping () -> Void) {
    final class Box: @unchecked Sendable {
        let body: () -> Void
        let done = DispatchSemaphore(value: 0)
        init(_ body: @escaping () -> Void) { self.body = body }
    }
    let box = Box(body)
    let thread = Thread {
        box.body()
        box.done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    box.done.wait()
}
