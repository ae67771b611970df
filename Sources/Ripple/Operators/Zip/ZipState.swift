/// A FIFO of values waiting for their partners: an array with a moving head.
@usableFromInline
struct ZipBuffer<Element> {
    @usableFromInline var elements: [Element] = []
    @usableFromInline var head = 0

    @inlinable init() {}

    @inlinable var isEmpty: Bool { head == elements.count }

    @inlinable
    mutating func append(_ element: Element) {
        elements.append(element)
    }

    /// Removes the oldest element; the buffer must not be empty.
    @inlinable
    mutating func removeFirst() -> Element {
        let element = elements[head]
        head += 1
        if head == elements.count {
            elements.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 32, head * 2 >= elements.count {
            elements.removeFirst(head)
            head = 0
        }
        return element
    }
}

/// A two-input `zip`: its output and its state (the values of each input not yet paired, and
/// whether each has completed) in one object (see `CombiningRoot`). The state is touched only
/// inside the output's domain.
@usableFromInline
final class ZipState<A, B, Error: Swift.Error>: CombiningRoot<(A, B), Error>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var bufferA = ZipBuffer<A>()
    @usableFromInline @exclusivity(unchecked) var bufferB = ZipBuffer<B>()
    @usableFromInline @exclusivity(unchecked) var isACompleted = false
    @usableFromInline @exclusivity(unchecked) var isBCompleted = false

    @inlinable
    override init() {
        super.init()
    }

    /// Observes `a` and `b`.
    @inlinable
    func attachInputs(_ a: Signal<A, Error>, _ b: Signal<B, Error>) {
        let observationOfB = keptObservation(of: b, receiving: receiverB)
        attachFirst(a, receiving: receiverA)
        b.core.attachKept(observationOfB)
    }

    /// `receiveA` as an input's receiver: each event hops into the output's domain. It captures
    /// only this object, so a specialized build makes no closure context for it (a bound
    /// method passed to `attach(_:_:)` makes two).
    @inlinable
    var receiverA: Receiver {
        { [self] _, event in
            let event = event.event(of: Signal<A, Error>.self)
            runInTurn({ receiveA(event) }, orEnqueue: { { self.receiveA(event) } })
        }
    }

    /// `receiveB` as an input's receiver: each event hops into the output's domain. It captures
    /// only this object, so a specialized build makes no closure context for it (a bound
    /// method passed to `attach(_:_:)` makes two).
    @inlinable
    var receiverB: Receiver {
        { [self] _, event in
            let event = event.event(of: Signal<B, Error>.self)
            runInTurn({ receiveB(event) }, orEnqueue: { { self.receiveB(event) } })
        }
    }

    /// Completes once an input has completed with nothing left to pair.
    @inlinable
    func completeIfExhausted() {
        if (isACompleted && bufferA.isEmpty) || (isBCompleted && bufferB.isEmpty) {
            sendInDomain(.completed)
        }
    }

    @inlinable
    func receiveA(_ event: Signal<A, Error>.Event) {
        switch event {
        case .value(let a):
            if bufferB.isEmpty {
                bufferA.append(a)
            } else {
                sendInDomain(.value((a, bufferB.removeFirst())))
                completeIfExhausted()
            }
        case .completed:
            isACompleted = true
            completeIfExhausted()
        case .failed(let error):
            sendInDomain(.failed(error))
        case .interrupted:
            sendInDomain(.interrupted)
        }
    }

    @inlinable
    func receiveB(_ event: Signal<B, Error>.Event) {
        switch event {
        case .value(let b):
            if bufferA.isEmpty {
                bufferB.append(b)
            } else {
                sendInDomain(.value((bufferA.removeFirst(), b)))
                completeIfExhausted()
            }
        case .completed:
            isBCompleted = true
            completeIfExhausted()
        case .failed(let error):
            sendInDomain(.failed(error))
        case .interrupted:
            sendInDomain(.interrupted)
        }
    }
}

/// A `zip` over a collection: its output and its state (one buffer per input, how many
/// buffers are empty, and which inputs have completed) in one object (see `CombiningRoot`).
/// The state is touched only inside the output's domain.
@usableFromInline
final class ZipManyState<Value, Error: Swift.Error>: CombiningRoot<[Value], Error>,
    @unchecked Sendable
{
    @usableFromInline @exclusivity(unchecked) var buffers: [ZipBuffer<Value>]
    @usableFromInline @exclusivity(unchecked) var emptyBuffers: Int
    @usableFromInline @exclusivity(unchecked) var isCompleted: [Bool]

    @inlinable
    init(count: Int) {
        buffers = Array(repeating: ZipBuffer(), count: count)
        emptyBuffers = count
        isCompleted = Array(repeating: false, count: count)
        super.init()
    }

    @inlinable
    func receive(_ event: Signal<Value, Error>.Event, at index: Int) {
        switch event {
        case .value(let value):
            if buffers[index].isEmpty { emptyBuffers -= 1 }
            buffers[index].append(value)
            guard emptyBuffers == 0 else { return }
            var tuple: [Value] = []
            tuple.reserveCapacity(buffers.count)
            var exhausted = false
            for position in buffers.indices {
                tuple.append(buffers[position].removeFirst())
                if buffers[position].isEmpty {
                    emptyBuffers += 1
                    exhausted = exhausted || isCompleted[position]
                }
            }
            sendInDomain(.value(tuple))
            if exhausted { sendInDomain(.completed) }
        case .completed:
            isCompleted[index] = true
            if buffers[index].isEmpty { sendInDomain(.completed) }
        case .failed(let error):
            sendInDomain(.failed(error))
        case .interrupted:
            sendInDomain(.interrupted)
        }
    }
}
