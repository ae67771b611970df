import Ripple

/// The inputs of `GreetingViewModel`.
public protocol GreetingViewModelInputs {
    /// Call with the person to greet, before or after the view loads.
    func configureWith(person: Person)

    /// Call when the "show greeting" button is tapped.
    func showGreetingTapped()
}

/// The outputs of `GreetingViewModel`.
public protocol GreetingViewModelOutputs {
    /// The greeting to show, such as "Hello David Blaine": sent on each tap once a person is
    /// configured, never before the first tap.
    var greeting: Signal<String, Never> { get }
}

/// The shape of `GreetingViewModel` that a view sees.
public protocol GreetingViewModelType: ViewModelType
where Inputs == any GreetingViewModelInputs, Outputs == any GreetingViewModelOutputs {}

/// The Greeting screen of the "iOS Architecture Patterns" article (MVC, MVP, MVVM, VIPER),
/// in the Kickstarter template.
///
/// The article's MVVM version takes the person in `init(person:)`, keeps the greeting in a
/// `var greeting: String?` and tells the view through a `greetingDidChange` closure that the
/// view must set, and capture itself weakly in. Here the person is an input like any other
/// (`configureWith(person:)`, so the view model can exist before the model does), the
/// greeting is an output signal, and `takeWhen` holds it back until the tap:
///
///     person:   -p-----------
///     tap:      ---t----t----
///     greeting: ---g----g----   (g: "Hello David Blaine")
public final class GreetingViewModel: GreetingViewModelType, GreetingViewModelInputs,
    GreetingViewModelOutputs
{
    /// Creates a view model with no person yet.
    public init() {
        greeting = configureWithPersonProperty.signal
            .skipNil()
            .map { "Hello \($0.firstName) \($0.lastName)" }
            .takeWhen(showGreetingTappedProperty.signal)
    }

    private let configureWithPersonProperty = MutableProperty<Person?>(nil)
    /// Call with the person to greet.
    public func configureWith(person: Person) {
        configureWithPersonProperty.value = person
    }

    private let showGreetingTappedProperty = MutableProperty()
    /// Call when the "show greeting" button is tapped.
    public func showGreetingTapped() {
        showGreetingTappedProperty.value = ()
    }

    /// The greeting, on each tap once a person is configured.
    public let greeting: Signal<String, Never>

    /// The view model's inputs: itself.
    public var inputs: any GreetingViewModelInputs { self }
    /// The view model's outputs: itself.
    public var outputs: any GreetingViewModelOutputs { self }
}
