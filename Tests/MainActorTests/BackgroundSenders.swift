import Foundation

/// Sends `messagesEach` messages from each of `senders` threads at once, and waits.
func sendFromBackgroundThreads(
    _ senders: Int, messagesEach: Int, into viewModel: MessageFeedViewModel
) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let group = DispatchGroup()
        for sender in 0..<senders {
            group.enter()
            Thread.detachNewThread {
                for index in 0..<messagesEach {
                    viewModel.inputs.received(Message(sender: sender, index: index))
                }
                group.leave()
            }
        }
        group.notify(queue: .global()) { continuation.resume() }
    }
}

/// Runs `work` on a background thread and waits for it.
func onBackgroundThread(_ work: @escaping @Sendable () -> Void) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        Thread.detachNewThread {
            work()
            continuation.resume()
        }
    }
}
