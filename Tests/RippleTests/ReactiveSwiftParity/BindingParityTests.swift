import Ripple
import XCTest

/// ReactiveSwift's UnidirectionalBindingSpec and PropertySpec binding cases, translated to
/// Ripple.
final class BindingParityTests: XCTestCase {
    /// A new lifetime whose token only `token` holds.
    private static func makeLifetime(_ token: inout Lifetime.Token?) -> Lifetime {
        let made = Lifetime.make()
        token = made.token
        return made.lifetime
    }

    func test_parity_binding_signalValuesReachTheTargetUntilItsLifetimeEnds() {
        var token: Lifetime.Token?
        let lifetime = Self.makeLifetime(&token)
        var received: [Int] = []
        let target = BindingTarget<Int>(lifetime: lifetime) { received.append($0) }
        let (signal, input) = Signal<Int, Never>.pipe()
        var interrupted = false
        signal.observeInterrupted { interrupted = true }

        target <~ signal
        input.send(value: 1)
        token = nil
        input.send(value: 2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(interrupted, "ending the binding leaves the source alone")
        withExtendedLifetime(token) {}
    }

    func test_parity_binding_producerRunIsInterruptedWhenTheTargetsLifetimeEnds() {
        var token: Lifetime.Token?
        let lifetime = Self.makeLifetime(&token)
        var received: [Int] = []
        let target = BindingTarget<Int>(lifetime: lifetime) { received.append($0) }
        let (signal, input) = Signal<Int, Never>.pipe()
        var interrupted = false
        let producer = SignalProducer(signal).on(interrupted: { interrupted = true })

        target <~ producer
        input.send(value: 1)
        token = nil
        XCTAssertTrue(interrupted)
        input.send(value: 2)
        XCTAssertEqual(received, [1])
        withExtendedLifetime(token) {}
    }

    func test_parity_binding_sourceCompletionEndsTheBindingNotTheTarget() {
        let (lifetime, token) = Lifetime.make()
        var received: [Int] = []
        let target = BindingTarget<Int>(lifetime: lifetime) { received.append($0) }
        let (first, firstInput) = Signal<Int, Never>.pipe()
        let (second, secondInput) = Signal<Int, Never>.pipe()

        target <~ first
        firstInput.send(value: 1)
        firstInput.sendCompleted()
        target <~ second
        secondInput.send(value: 2)
        XCTAssertEqual(received, [1, 2])
        XCTAssertFalse(lifetime.hasEnded)
        withExtendedLifetime(token) {}
    }

    func test_parity_binding_disposingTheResultEndsIt() {
        let property = MutableProperty(0)
        let (signal, input) = Signal<Int, Never>.pipe()
        let disposable = property <~ signal
        input.send(value: 1)
        disposable?.dispose()
        input.send(value: 2)
        XCTAssertEqual(property.value, 1)
    }

    func test_parity_bindingToMutableProperty_fromPropertyTakesItsValueAtOnce() {
        let source = MutableProperty("initial")
        let target = MutableProperty("")
        target <~ source
        XCTAssertEqual(target.value, "initial")
        source.value = "changed"
        XCTAssertEqual(target.value, "changed")
    }

    func test_parity_bindingToMutableProperty_sourceCompletionKeepsTheValue() {
        let property = MutableProperty(0)
        var changes: [Int] = []
        property.signal.observeValues { changes.append($0) }
        var completed = false
        property.signal.observeCompleted { completed = true }

        property <~ SignalProducer<Int, Never>(values: 1, 2)
        XCTAssertEqual(property.value, 2)
        XCTAssertEqual(changes, [1, 2])
        XCTAssertFalse(completed, "the property does not complete with its source")
    }

    func test_parity_bindingToMutableProperty_endsWhenThePropertyGoesAway() {
        var property: MutableProperty<Int>? = MutableProperty(0)
        weak let weakProperty = property
        let (signal, input) = Signal<Int, Never>.pipe()
        var interrupted = false
        let producer = SignalProducer(signal).on(interrupted: { interrupted = true })

        property! <~ producer
        input.send(value: 1)
        XCTAssertEqual(property?.value, 1)
        property = nil
        XCTAssertNil(weakProperty, "the binding does not keep the property alive")
        XCTAssertTrue(interrupted)
    }

    func test_parity_binding_deadTarget_bindsNothing() {
        // Documented departure (the migration guide, "binding a dead target"): ReactiveSwift
        // starts the source; Ripple binds nothing and returns nil.
        var token: Lifetime.Token?
        let lifetime = Self.makeLifetime(&token)
        token = nil
        var started = false
        let target = BindingTarget<Int>(lifetime: lifetime) { _ in }
        let disposable =
            target
            <~ SignalProducer<Int, Never>(value: 1).on(started: {
                started = true
            })
        XCTAssertNil(disposable)
        XCTAssertFalse(started)
        withExtendedLifetime(token) {}
    }
}
