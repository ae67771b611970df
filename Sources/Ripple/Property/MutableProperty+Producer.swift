import CRippleAtomics

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What a `MutableProperty`'s producers keep instead of the property (the anchor's state), so
/// that they do not keep it alive, as ReactiveSwift's keep the box of its value: the way to
/// the property while it lives, its last value once it is released.
@usableFromInline
enum MutablePropertyAnchor<Value> {
    /// The property, weakly: a producer that reads it gets either the whole property, kept
    /// until after the anchor's lock is released, or `nil` once its `deinit` has begun (which
    /// then waits for that lock to publish the last value).
    ///
    /// (It was borrowed, unretained. A producer's own retain and release of it under the lock
    /// could then be the last release, when the property's owner let go of it meanwhile on
    /// another thread: its `deinit` ran on the producer's thread, inside the lock it takes, and
    /// the thread waited for itself; `MutablePropertyProducerTests` hung about 1 run in 100.)
    case live(MutablePropertyLink<Value>)
    case released(Value)
}

/// A weak reference to a live `MutableProperty`, for its producers' anchor.
@usableFromInline
struct MutablePropertyLink<Value> {
    @usableFromInline weak var property: MutableProperty<Value>?
}

/// The words of `PropertyCell` that only a `MutableProperty` uses: its producers' anchor and
/// its lifetime, each made on first read (most properties read neither).
extension MutableProperty {
    @usableFromInline typealias Anchor = LockStorage<MutablePropertyAnchor<Value>>

    /// A producer of the current value, then every change. Started after the property's
    /// release, it sends the last value and completes.
    @usableFromInline
    func makeProducer() -> SignalProducer<Value, Never> {
        let anchor = self.anchor
        return SignalProducer { [root] observer, lifetime in
            let replay = Self.replay(to: observer, lifetime, from: root)
            while true {
                anchor.lock()
                // Kept until after the lock: if this is the last reference, the property's
                // `deinit` runs on this thread when it is released, and takes that lock.
                var property: MutableProperty<Value>?
                let place = anchor.withUnsafeMutablePointerToHeader {
                    state -> PropertyReplayPlace<Value>? in
                    switch state.pointee {
                    case .live(let link):
                        property = link.property
                        return property?.placeInOrder(replay)
                    case .released(let value):
                        return .released(value)
                    }
                }
                anchor.unlock()
                property = nil
                if let place { return Self.finish(place, replay, in: root) }
                // The property's `deinit` has begun on another thread and waits for the lock
                // to publish the last value: let it run.
                sched_yield()
            }
        }
    }

    /// The producers' anchor, made on first read: two threads reading it first both make
    /// one; one is kept.
    private var anchor: Anchor {
        let header = self.header
        if let bits = UnsafeRawPointer(
            bitPattern: ripple_atomic_int_load(&header.pointee.anchorWord))
        {
            return Unmanaged<Anchor>.fromOpaque(bits).takeUnretainedValue()
        }
        let made = Anchor.make(.live(MutablePropertyLink(property: self)))
        let bits = Int(bitPattern: Unmanaged.passRetained(made).toOpaque())
        if ripple_atomic_int_compare_exchange(&header.pointee.anchorWord, 0, bits) { return made }
        Unmanaged.passUnretained(made).release()
        let kept = UnsafeRawPointer(bitPattern: ripple_atomic_int_load(&header.pointee.anchorWord))
            .unsafelyUnwrapped
        return Unmanaged<Anchor>.fromOpaque(kept).takeUnretainedValue()
    }

    /// Tells the anchor, if any, that the property is released, with its last value; for
    /// `deinit`, before anything else, so no producer reaches the property after it.
    func releaseAnchor(_ header: UnsafeMutablePointer<PropertyCellHeader>) {
        let bits = ripple_atomic_int_exchange(&header.pointee.anchorWord, 0)
        guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return }
        releaseAnchor(at: pointer)
    }

    /// `releaseAnchor(_:)` once an anchor was found: a call of its own, so that the lookups
    /// of the value's storage are made only then.
    @inline(never)
    private func releaseAnchor(at pointer: UnsafeRawPointer) {
        let anchor = Unmanaged<Anchor>.fromOpaque(pointer).takeRetainedValue()
        anchor.lock()
        // Read under the cell's lock too: the last set may have run on another thread.
        let lock = cellLock
        lock.lock()
        let last = cell.pointee.current
        lock.unlock()
        anchor.withUnsafeMutablePointerToHeader { $0.pointee = .released(last) }
        anchor.unlock()
    }

    /// The property's lifetime, made on first read. Two threads reading it first both make
    /// one; one is kept.
    func makeLifetime() -> Lifetime {
        let header = self.header
        if let kept = Self.lifetime(bits: ripple_atomic_int_load(&header.pointee.lifetimeWord)) {
            return kept
        }
        let made = Lifetime.makeEndable()
        let bits = Int(bitPattern: Unmanaged.passRetained(made).toOpaque())
        if ripple_atomic_int_compare_exchange(&header.pointee.lifetimeWord, 0, bits) { return made }
        Unmanaged.passUnretained(made).release()
        return Self.lifetime(bits: ripple_atomic_int_load(&header.pointee.lifetimeWord))!
    }

    private static func lifetime(bits: Int) -> Lifetime? {
        UnsafeRawPointer(bitPattern: bits).map {
            Unmanaged<Lifetime>.fromOpaque($0).takeUnretainedValue()
        }
    }
}
