import Ripple

/// The inputs of `LabelViewModel`.
public protocol LabelViewModelInputs {
    /// Call when the text to show changes.
    func textChanged(_ text: String)
}

/// The outputs of `LabelViewModel`.
public protocol LabelViewModelOutputs {
    /// The label's text: the current text at once, then every change; the placeholder while
    /// the text is empty.
    var text: Property<String> { get }
}

/// The shape of `LabelViewModel` that a view sees.
public protocol LabelViewModelType: ViewModelType
where Inputs == any LabelViewModelInputs, Outputs == any LabelViewModelOutputs {}

/// One-way binding of a view model's text into a label, without an `Observable<T>` box.
///
/// The MVVM articles' `Observable<T>` box (a `value` with a `didSet` that calls the closures
/// registered by `bind(_:)`) makes every view write `viewModel.text.bind { [weak self] in
/// self?.label.text = $0 }`, remember the `[weak self]`, and keep a token to unbind. Here the
/// output is a `Property`, which replays its current value like the box's `bind` does, and the
/// view writes `view.textTarget <~ viewModel.outputs.text`: the binding holds the view weakly
/// and ends in the view's `deinit`.
public final class LabelViewModel: LabelViewModelType, LabelViewModelInputs,
    LabelViewModelOutputs
{
    /// Creates a view model showing `placeholder` until the text is not empty.
    ///
    /// - Parameter placeholder: Shown while the text is empty.
    public init(placeholder: String = "No text") {
        text = textChangedProperty.map { $0.isEmpty ? placeholder : $0 }
    }

    private let textChangedProperty = MutableProperty("")
    /// Call when the text to show changes.
    public func textChanged(_ text: String) {
        textChangedProperty.value = text
    }

    /// The label's text; the placeholder while the text is empty.
    public let text: Property<String>

    /// The view model's inputs: itself.
    public var inputs: any LabelViewModelInputs { self }
    /// The view model's outputs: itself.
    public var outputs: any LabelViewModelOutputs { self }
}
