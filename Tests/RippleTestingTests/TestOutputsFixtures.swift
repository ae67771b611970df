import Ripple
import RippleTesting

/// The inputs of `LoginViewModel`.
protocol LoginViewModelInputs {
    func emailChanged(_ email: String)
    func submitTapped()
}

/// The outputs of `LoginViewModel`.
protocol LoginViewModelOutputs {
    var isValid: Signal<Bool, Never> { get }
    var submitted: Signal<String, Never> { get }
    var title: Signal<String, Never> { get }
}

/// A view model as ios-oss writes one: `let` stored signals, private `…Property` inputs,
/// `outputs` returning `self`; `title` is computed, so reflection cannot see it.
final class LoginViewModel: LoginViewModelInputs, LoginViewModelOutputs {
    init(scheduler: DateScheduler) {
        let email = emailChangedProperty.signal.debounce(.milliseconds(300), on: scheduler)
        isValid = email.map { $0.contains("@") }.skipRepeats()
        submitted = email.sample(on: submitTappedProperty.signal)
    }

    private let emailChangedProperty = MutableProperty("")
    func emailChanged(_ email: String) { emailChangedProperty.value = email }
    private let submitTappedProperty = MutableProperty()
    func submitTapped() { submitTappedProperty.value = () }

    let isValid: Signal<Bool, Never>
    let submitted: Signal<String, Never>
    var title: Signal<String, Never> { isValid.map { $0 ? "Ready" : "Log in" } }

    var inputs: any LoginViewModelInputs { self }
    var outputs: any LoginViewModelOutputs { self }
}

/// Outputs as a struct, with one of each kind of stream.
struct ProfileOutputs {
    let name: Property<String>
    let nickname: MutableProperty<String>
    let avatar: SignalProducer<Int, TestError>
    let saved: Signal<Int, TestError>
    let note = "not an output"
}

/// `ProfileOutputs` and the inputs that drive them.
func makeProfileOutputs() -> (ProfileOutputs, Signal<Int, TestError>.Observer) {
    let (saved, savedInput) = Signal<Int, TestError>.pipe()
    let outputs = ProfileOutputs(
        name: Property(value: "Blob"),
        nickname: MutableProperty("b"),
        avatar: SignalProducer(value: 7),
        saved: saved)
    return (outputs, savedInput)
}
