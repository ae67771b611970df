import Ripple
import XCTest

/// `MutablePropertyProtocol`, `ComposableMutablePropertyProtocol` and `BindingSource` in
/// generic code, as ReactiveSwift's users write it.
final class MutablePropertyProtocolCallShapeTests: XCTestCase {
    private func reset<P: MutablePropertyProtocol>(_ property: P) where P.Value == Int {
        property.value = 0
    }

    private func increment<P: ComposableMutablePropertyProtocol>(_ property: P) -> Int
    where P.Value == Int {
        property.modify { $0 += 1 }
        return property.withValue { $0 }
    }

    private func bind<Source: BindingSource>(
        _ source: Source, to target: MutableProperty<String>
    ) -> Disposable? where Source.Value == String {
        target <~ source
    }

    func test_mutablePropertyProtocol_setsTheValueOfAnyMutableProperty() {
        let plain = MutableProperty(5)
        reset(plain)
        XCTAssertEqual(plain.value, 0)

        let validating = ValidatingProperty(5) { $0 >= 0 ? .valid : .invalid(Invalid()) }
        reset(validating)
        XCTAssertEqual(validating.value, 0)
    }

    func test_mutablePropertyProtocol_defaultBindingTargetSetsTheValueUntilTheLifetimeEnds() {
        let (lifetime, token) = Lifetime.make()
        let custom = Box(lifetime: lifetime)
        let (signal, input) = Signal<Int, Never>.pipe()
        custom <~ signal
        input.send(value: 3)
        XCTAssertEqual(custom.value, 3)
        token.dispose()
        input.send(value: 4)
        XCTAssertEqual(custom.value, 3)
    }

    func test_composableMutablePropertyProtocol_modifiesAtomically() {
        XCTAssertEqual(increment(MutableProperty(1)), 2)
    }

    func test_bindingSource_bindsSignalsProducersAndPropertiesGenerically() {
        let label = MutableProperty("")
        let (signal, input) = Signal<String, Never>.pipe()
        _ = bind(signal, to: label)
        input.send(value: "signal")
        XCTAssertEqual(label.value, "signal")
        _ = bind(SignalProducer(value: "producer"), to: label)
        XCTAssertEqual(label.value, "producer")
        _ = bind(Property(value: "property"), to: label)
        XCTAssertEqual(label.value, "property")
        let optional = MutableProperty<String?>(nil)
        optional <~ AnyBindingSource(Property(value: "wrapped"))
        XCTAssertEqual(optional.value, "wrapped")
    }

    func test_observerBinding_forwardsValuesOnly() {
        let (output, observer) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder<Int, Never>()
        output.observe(recorder.observer)
        observer <~ SignalProducer(values: 1, 2)
        XCTAssertEqual(
            recorder.events, [.value(1), .value(2)], "the source's completion is not forwarded")
    }
}

/// A minimal property of users' own, conforming to `MutablePropertyProtocol`.
private final class Box: MutablePropertyProtocol {
    typealias Value = Int

    private let storage: MutableProperty<Int>
    let lifetime: Lifetime

    init(lifetime: Lifetime) {
        storage = MutableProperty(0)
        self.lifetime = lifetime
    }

    var value: Int {
        get { storage.value }
        set { storage.value = newValue }
    }
    var producer: SignalProducer<Int, Never> { storage.producer }
    var signal: Signal<Int, Never> { storage.signal }
}

/// A `BindingSource` known only through the protocol, to reach the generic `<~`.
private struct AnyBindingSource<Value>: BindingSource {
    let producer: SignalProducer<Value, Never>
    init<Source: BindingSource>(_ source: Source) where Source.Value == Value {
        producer = source.producer
    }
}

private struct Invalid: Error {}
