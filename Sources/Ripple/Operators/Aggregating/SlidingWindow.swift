extension Signal {
    /// Kickstarter's `slidingWindow`, built on `scanMap` and `filter`: sends the last `max`
    /// values (fewer at first) on each value, once the window holds at least `min`.
    ///
    ///     self:   -1---2-----3-------4-----|
    ///     result: -----[1,2]-[1,2,3]-[2,3,4]-|   (max: 3, min: 2)
    ///
    /// A `min` above `max` never sends.
    ///
    /// - Parameters:
    ///   - max: The size of the window; 1 or more ("slidingWindow(max:min:) needs a max >= 1").
    ///   - min: The fewest values a window sent holds.
    /// - Returns: A signal of windows, oldest value first.
    public func slidingWindow(max: Int, min: Int) -> Signal<[Value], Error> {
        checkPrecondition(max >= 1, "slidingWindow(max:min:) needs a max >= 1, got \(max)")
        return scanMap(into: [Value]()) { window, value in
            if window.count >= max { window.removeFirst(window.count - max + 1) }
            window.append(value)
            return window
        }
        .filter { $0.count >= min }
    }
}

extension SignalProducer {
    /// Kickstarter's `slidingWindow` per run: the last `max` values on each value, once the
    /// window holds at least `min`.
    ///
    ///     self:   -1---2-----3-------4-----|
    ///     result: -----[1,2]-[1,2,3]-[2,3,4]-|   (max: 3, min: 2)
    ///
    /// - Parameters:
    ///   - max: The size of the window; 1 or more.
    ///   - min: The fewest values a window sent holds.
    /// - Returns: A producer of windows, oldest value first.
    public func slidingWindow(max: Int, min: Int) -> SignalProducer<[Value], Error> {
        checkPrecondition(max >= 1, "slidingWindow(max:min:) needs a max >= 1, got \(max)")
        return lift { $0.slidingWindow(max: max, min: min) }
    }
}
