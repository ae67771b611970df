import CRippleAtomics

/// What a `MutableProperty`'s producers keep instead of the property (the anchor's state), so
/// that they do not keep it alive, as ReactiveSwift's keep the box of its value: the way to
/// the property while it lives, its last value once it is released.
@usableFromInline
enum MutablePropertyAnchor<Value> {
    /// Borrowed: the property's `deinit` takes the anchor's lock to say it is released, so a
    /// producer holding that lock reaches a property that is still whole.
    case live(Unmanaged<MutableProperty<Value>>)
    case released(Value)
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
            anchor.lock()
            let place = anchor.withUnsafeMutablePointerToHeader { state in
                switch state.pointee {
                case .live(let property):
                    property._withUnsafeGuaranteedRef { $0.placeInOrder(replay) }
                case .released(let value):
                    PropertyReplayPlace.released(value)
                }
            }
            anchor.unlock()
            Self.finish(place, replay, in: root)
        }
    }

    /// The producers' anchor, made on first read: two threads reading it first both make
    /// one; one is kept.
    private var anchor: Anchor {
        let cell = self.cell
        if let bits = UnsafeRawPointer(bitPattern: ripple_atomic_int_load(&cell.pointee.anchorWord))
        {
            return Unmanaged<Anchor>.fromOpaque(bits).takeUnretainedValue()
        }
        let made = Anchor.make(.live(Unmanaged.passUnretained(self)))
        let bits = Int(bitPattern: Unmanaged.passRetained(made).toOpaque())
        if ripple_atomic_int_compare_exchange(&cell.pointee.anchorWord, 0, bits) { return made }
        Unmanaged.passUnretained(made).release()
        let kept = UnsafeRawPointer(bitPattern: ripple_atomic_int_load(&cell.pointee.anchorWord))
            .unsafelyUnwrapped
        return Unmanaged<Anchor>.fromOpaque(kept).takeUnretainedValue()
    }

    /// Tells the anchor, if any, that the property is released, with its last value; for
    /// `deinit`, before anything else, so no producer reaches the property after it.
    func releaseAnchor() {
        let bits = ripple_atomic_int_exchange(&cell.pointee.anchorWord, 0)
        guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return }
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
        let cell = self.cell
        if let kept = Self.lifetime(bits: ripple_atomic_int_load(&cell.pointee.lifetimeWord)) {
            return kept
        }
        let made = Lifetime.makeEndable()
        let bits = Int(bitPattern: Unmanaged.passRetained(made).toOpaque())
        if ripple_atomic_int_compare_exchange(&cell.pointee.lifetimeWord, 0, bits) { return made }
        Unmanaged.passUnretained(made).release()
        return Self.lifetime(bits: ripple_atomic_int_load(&cell.pointee.lifetimeWord))!
    }

    /// Ends the lifetime, if it was ever read; for `deinit`.
    func endLifetime() {
        let bits = ripple_atomic_int_exchange(&cell.pointee.lifetimeWord, 0)
        guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return }
        Unmanaged<Lifetime>.fromOpaque(pointer).takeRetainedValue().end()
    }

    private static func lifetime(bits: Int) -> Lifetime? {
        UnsafeRawPointer(bitPattern: bits).map {
            Unmanaged<Lifetime>.fromOpaque($0).takeUnretainedValue()
        }
    }
}
