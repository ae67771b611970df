#if canImport(Observation)
    import Observation
    import Ripple

    /// The Greeting screen shaped as a SwiftUI view: a value type whose `body` reads the view
    /// model's outputs through Observation, so SwiftUI re-renders it when they change.
    ///
    /// SwiftUI is not on Linux, so `body` here is the label's text; in an app it is
    /// `Text(greeting.value)` and a `Button` that calls `showGreetingButtonTapped()`.
    /// `greeting` is an `ObservedProperty`: reading its `value` in `body` registers the read,
    /// and each new greeting is applied on the main thread, as SwiftUI requires.
    ///
    ///     tap:      ---t-----t---
    ///     greeting: ---g-----g---   (g: "Hello David Blaine")
    ///     body:     p--g-----g---   (p: the placeholder; one re-render per change)
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor
    public struct GreetingSwiftUIView {
        /// What the label shows before the first tap.
        public static let placeholder = "Tap to be greeted"

        private let viewModel: any GreetingViewModelType

        /// The greeting so far, observable; empty before the first tap.
        public let greeting: ObservedProperty<String>

        /// Creates the view for `viewModel`.
        ///
        /// - Parameter viewModel: The view model the view calls and shows.
        public init(viewModel: any GreetingViewModelType) {
            self.viewModel = viewModel
            greeting = ObservedProperty(Property(initial: "", then: viewModel.outputs.greeting))
        }

        /// The label's text: what SwiftUI's `body` renders.
        public var body: String {
            greeting.value.isEmpty ? Self.placeholder : greeting.value
        }

        /// What the button's action does: tells the view model.
        public func showGreetingButtonTapped() {
            viewModel.inputs.showGreetingTapped()
        }
    }
#endif
