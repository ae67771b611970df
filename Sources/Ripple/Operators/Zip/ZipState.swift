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

/// The state of a two-input `zip`: the values of each input not yet paired, and whether each
/// has completed. Touched only inside the output's domain.
@usableFromInline
final class ZipState<A, B, Error: Swift.Error>: @unchecked Sendable {
    @usableFromInline let output: CombiningOutput<(A, B), Error>
    @usableFromInline var bufferA = ZipBuffer<A>()
    @usableFromInline var bufferB = ZipBuffer<B>()
    @usableFromInline var isACompleted = false
    @usableFromInline var isBCompleted = false

    @inlinable
    init(output: CombiningOutput<(A, B), Error>) {
        self.output = output
    }

    /// Completes once an input has completed with nothing left to pair.
    @inlinable
    func completeIfExhausted() {
        if (isACompleted && bufferA.isEmpty) || (isBCompleted && bufferB.isEmpty) {
            output.sendInDomain(.completed)
        }
    }

    @inlinable
    func receiveA(_ event: Signal<A, Error>.Event) {
        switch event {
        case .value(let a):
            if bufferB.isEmpty {
                bufferA.append(a)
            } else {
                output.sendInDomain(.value((a, bufferB.removeFirst())))
                completeIfExhausted()
            }
        case .completed:
            isACompleted = true
            completeIfExhausted()
        case .failed(let error):
            output.sendInDomain(.failed(error))
        case .interrupted:
            output.sendInDomain(.interrupted)
        }
    }

    @inlinable
    func receiveB(_ event: Signal<B, Error>.Event) {
        switch event {
        case .value(let b):
            if bufferA.isEmpty {
                bufferB.append(b)
            } else {
                output.sendInDomain(.value((bufferA.removeFirst(), b)))
                completeIfExhausted()
            }
        case .completed:
            isBCompleted = true
            completeIfExhausted()
        case .failed(let error):
            output.sendInDomain(.failed(error))
        case .interrupted:
            output.sendInDomain(.interrupted)
        }
    }
}

/// The state of a `zip` over a collection: one buffer per input, how many buffers are empty,
/// and which inputs have completed. Touched only inside the output's domain.
@usableFromInline
final class ZipManyState<Value, Error: Swift.Error>: @unchecked Sendable {
    @usableFromInline let output: CombiningOutput<[Value], Error>
    @usableFromInline var buffers: [ZipBuffer<Value>]
    @usableFromInline var emptyBuffers: Int
    @usableFromInline var isCompleted: [Bool]

    @inlinable
    init(output: CombiningOutput<[Value], Error>, count: Int) {
        self.output = output
        buffers = Array(repeating: ZipBuffer(), count: count)
        emptyBuffers = count
        isCompleted = Array(repeating: false, count: count)
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
            output.sendInDomain(.value(tuple))
            if exhausted { output.sendInDomain(.completed) }
        case .completed:
            isCompleted[index] = true
            if buffers[index].isEmpty { output.sendInDomain(.completed) }
        case .failed(let error):
            output.sendInDomain(.failed(error))
        case .interrupted:
            output.sendInDomain(.interrupted)
        }
    }
}
