import Foundation
import Ripple
import RippleTesting
import XCTest

/// The public properties, disposables, lifetimes, schedulers, bindings and `ViewModelType`,
/// each used with their documented labels and checked for one small behaviour.
final class PublicSurfaceStateTests: XCTestCase {
    func test_mutableProperty_producerReplaysAndSignalSendsChangesOnly() {
        let property = MutableProperty(1)
        let replayed = TestObserver<Int, Never>()
        let changes = TestObserver<Int, Never>()
        property.producer.start(replayed.observer)
        property.signal.observe(changes.observer)
        property.value = 2
        let old = property.modify { value -> Int in
            defer { value += 10 }
            return value
        }
        XCTAssertEqual(old, 2)
        XCTAssertEqual(property.value, 12)
        replayed.assertValues([1, 2, 12])
        changes.assertValues([2, 12])
    }

    func test_mutableProperty_voidInitializerIsAnInput() {
        let tapped = MutableProperty()
        let taps = TestObserver<Void, Never>()
        tapped.signal.observe(taps.observer)
        tapped.value = ()
        tapped.value = ()
        taps.assertValueCount(2)
    }

    func test_property_valueInitialThenAndCapturing() {
        XCTAssertEqual(Property(value: 3).value, 3)

        let (later, input) = Signal<Int, Never>.pipe()
        let fromSignal = Property(initial: 0, then: later)
        let fromProducer = Property(initial: 0, then: SignalProducer(values: 4, 5))
        input.send(value: 6)
        XCTAssertEqual(fromSignal.value, 6)
        XCTAssertEqual(fromProducer.value, 5)

        weak var weakSource: MutableProperty<Int>?
        let captured: Property<Int> = {
            let source = MutableProperty(8)
            weakSource = source
            return Property(capturing: source)
        }()
        XCTAssertNotNil(weakSource, "Property(capturing:) keeps its source alive")
        weakSource?.value = 9
        XCTAssertEqual(captured.value, 9)
    }

    func test_property_mapCombineLatestAndSkipRepeats() {
        let name = MutableProperty("ada")
        let count = MutableProperty(1)
        let upper = name.map { $0.uppercased() }
        let length = name.map(\.count)
        let pair = name.combineLatest(with: count)
        let distinct = TestObserver<Int, Never>()
        let distinctCount = count.skipRepeats()
        distinctCount.producer.start(distinct.observer)
        let distinctBy = count.skipRepeats { $0 % 2 == $1 % 2 }
        count.value = 1
        count.value = 3
        name.value = "grace"
        XCTAssertEqual(upper.value, "GRACE")
        XCTAssertEqual(length.value, 5)
        XCTAssertEqual(pair.value.0, "grace")
        XCTAssertEqual(pair.value.1, 3)
        distinct.assertValues([1, 3])
        XCTAssertEqual(distinctBy.value, 1)
        let readOnly = Property(value: 2)
        XCTAssertEqual(readOnly.map { $0 * 2 }.skipRepeats().value, 4)
        let chained = count.map { $0 * 2 }.skipRepeats()
        count.value = 4
        XCTAssertEqual(chained.value, 8, "a chain of derived properties follows its source")
    }

    func test_disposables_anyCompositeSerialScoped() {
        var log: [String] = []
        let any = AnyDisposable { log.append("any") }
        let composite = CompositeDisposable()
        composite += any
        composite += { log.append("action") }
        composite += nil
        let serial = SerialDisposable()
        serial.inner = AnyDisposable { log.append("first") }
        serial.inner = AnyDisposable { log.append("second") }
        XCTAssertEqual(log, ["first"])
        composite.dispose()
        XCTAssertTrue(any.isDisposed)
        XCTAssertTrue(composite.isDisposed)
        do {
            let scoped = ScopedDisposable(serial)
            XCTAssertFalse(scoped.isDisposed)
        }
        XCTAssertTrue(serial.isDisposed)
        XCTAssertEqual(log.sorted(), ["action", "any", "first", "second"])
    }

    func test_lifetime_makeObserveEndedHasEndedAndAddition() {
        let made = Lifetime.make()
        let (lifetime, token) = made
        var log: [String] = []
        lifetime.observeEnded { log.append("ended") }
        lifetime += AnyDisposable { log.append("disposed") }
        XCTAssertFalse(made.lifetime.hasEnded)
        made.token.dispose()
        XCTAssertTrue(lifetime.hasEnded)
        XCTAssertTrue(token.isDisposed)
        XCTAssertEqual(log.sorted(), ["disposed", "ended"])
    }

    func test_schedulers_immediateRunsAtOnceAndQueueRunsLater() {
        var ran = false
        ImmediateScheduler().schedule { ran = true }
        XCTAssertTrue(ran)

        let done = expectation(description: "the queue scheduler ran the action")
        let scheduler: DateScheduler = QueueScheduler(queue: DispatchQueue(label: "surface"))
        let start = scheduler.now
        scheduler.schedule(after: .milliseconds(1)) { done.fulfill() }
        wait(for: [done], timeout: 10)
        XCTAssertGreaterThanOrEqual(scheduler.now, start)
        XCTAssertEqual(QueueScheduler.main.queue.label, DispatchQueue.main.label)
    }

    func test_schedulers_repeatingScheduleOnTestSchedulerFiresEachInterval() {
        let scheduler = TestScheduler()
        var times: [Duration] = []
        let timer = scheduler.schedule(after: .seconds(1), interval: .seconds(2)) {
            times.append(scheduler.now)
        }
        scheduler.advance(by: .seconds(5))
        timer?.dispose()
        scheduler.advance(by: .seconds(10))
        XCTAssertEqual(times, [.seconds(1), .seconds(3), .seconds(5)])
    }

    func test_uiScheduler_runsSynchronouslyOnTheMainThread() throws {
        try XCTSkipUnless(Thread.isMainThread, "XCTest runs this test off the main thread")
        var ran = false
        let disposable = UIScheduler().schedule { ran = true }
        XCTAssertTrue(ran)
        XCTAssertNil(disposable)
    }

    func test_bindingTarget_bothInitializersAndEverySourceKind() {
        let (lifetime, token) = Lifetime.make()
        var received: [Int] = []
        let target = BindingTarget<Int>(lifetime: lifetime) { received.append($0) }
        let scheduler = TestScheduler()
        let scheduled = BindingTarget<Int>(on: scheduler, lifetime: lifetime) {
            received.append($0 * 100)
        }
        let (signal, input) = Signal<Int, Never>.pipe()
        let fromSignal = target <~ signal
        let fromProducer = target <~ SignalProducer(values: 1, 2)
        let fromProperty = scheduled <~ Property(value: 3)
        input.send(value: 4)
        scheduler.advance()
        XCTAssertNotNil(fromSignal)
        XCTAssertNotNil(fromProducer)
        XCTAssertNotNil(fromProperty)
        XCTAssertEqual(received, [1, 2, 4, 300])
        token.dispose()
        input.send(value: 5)
        XCTAssertEqual(received, [1, 2, 4, 300], "bindings end with the target's lifetime")
    }

    func test_twoWayBinding_propagatesBothWaysWithoutLooping() {
        let view = MutableProperty("")
        let model = MutableProperty("start")
        var modelChanges = 0
        model.signal.observeValues { _ in modelChanges += 1 }
        let binding = view <~> model
        XCTAssertEqual(view.value, "start")
        view.value = "typed"
        XCTAssertEqual(model.value, "typed")
        model.value = "reset"
        XCTAssertEqual(view.value, "reset")
        XCTAssertEqual(modelChanges, 2)
        binding?.dispose()
        view.value = "after"
        XCTAssertEqual(model.value, "reset")
    }

    func test_viewModelType_exposesInputsAndOutputs() {
        let viewModel = SurfaceViewModel()
        let greeting = TestObserver<String, Never>()
        viewModel.outputs.greeting.observe(greeting.observer)
        viewModel.inputs.nameChanged("Ada")
        greeting.assertValues(["Hello Ada"])
        XCTAssertEqual(viewModel.outputs.count.value, 1)
    }
}

protocol SurfaceViewModelInputs {
    func nameChanged(_ name: String)
}

protocol SurfaceViewModelOutputs {
    var greeting: Signal<String, Never> { get }
    var count: Property<Int> { get }
}

protocol SurfaceViewModelType: ViewModelType
where Inputs == any SurfaceViewModelInputs, Outputs == any SurfaceViewModelOutputs {}

final class SurfaceViewModel: SurfaceViewModelType, SurfaceViewModelInputs,
    SurfaceViewModelOutputs
{
    let greeting: Signal<String, Never>
    let count: Property<Int>
    private let nameProperty = MutableProperty<String?>(nil)

    init() {
        let names = nameProperty.signal.skipNil()
        greeting = names.map { "Hello \($0)" }
        count = Property(initial: 0, then: names.scan(0) { total, _ in total + 1 })
    }

    func nameChanged(_ name: String) { nameProperty.value = name }

    var inputs: any SurfaceViewModelInputs { self }
    var outputs: any SurfaceViewModelOutputs { self }
}
