import Ripple

/// One message of the feed: which background sender sent it, and its place in that
/// sender's sequence.
struct Message: Equatable, Sendable {
    var sender: Int
    var index: Int
}

/// The inputs of `MessageFeedViewModel`: called from any thread.
protocol MessageFeedViewModelInputs: Sendable {
    /// Call with each message that arrives from the network.
    func received(_ message: Message)
}

/// The outputs of `MessageFeedViewModel`.
protocol MessageFeedViewModelOutputs: Sendable {
    /// The text of each message, such as "3.17".
    var text: Signal<String, Never> { get }

    /// Each message.
    var message: Signal<Message, Never> { get }
}

/// The shape of `MessageFeedViewModel` that a view sees.
protocol MessageFeedViewModelType: ViewModelType
where Inputs == any MessageFeedViewModelInputs, Outputs == any MessageFeedViewModelOutputs {}

/// A plain (not main-actor) Kickstarter-style view model whose inputs arrive on background
/// threads, as a network client's callbacks do.
final class MessageFeedViewModel: MessageFeedViewModelType, MessageFeedViewModelInputs,
    MessageFeedViewModelOutputs, Sendable
{
    init() {
        message = receivedProperty.signal.skipNil()
        text = message.map { "\($0.sender).\($0.index)" }
    }

    private let receivedProperty = MutableProperty<Message?>(nil)
    func received(_ message: Message) {
        receivedProperty.value = message
    }

    let message: Signal<Message, Never>
    let text: Signal<String, Never>

    var inputs: any MessageFeedViewModelInputs { self }
    var outputs: any MessageFeedViewModelOutputs { self }
}
