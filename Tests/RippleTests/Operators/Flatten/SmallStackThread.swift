import Foundation

/// Runs `body` on a new thread created with a `stackSize`-byte stack (by default
/// `depthBudgetStackSize`: 512 KiB, the size of an iOS secondary thread, widened under a
/// sanitizer) and waits for it to return. A recursion per stage
/// overflows such a stack long before 100,000 stages, so a test that returns proves there is
/// none.
func onSmallStack(stackSize: Int = depthBudgetStackSize, _ body: @escaping () -> Void) {
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
