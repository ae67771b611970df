extension PropertyProtocol {
    /// A property of the latest values of all `properties`, in order, as ReactiveSwift's
    /// static `Property.combineLatest(_:)` of a sequence; built on
    /// `SignalProducer.combineLatest(_:)`. `nil` if `properties` is empty.
    ///
    ///     a:      1-----2---
    ///     b:      x--y------
    ///     result: [1,x]-[1,y]-[2,y]
    ///
    /// - Parameter properties: The properties to combine.
    /// - Returns: A derived property of arrays, or `nil` for an empty sequence.
    public static func combineLatest<S: Sequence>(_ properties: S) -> Property<[S.Element.Value]>?
    where S.Element: PropertyProtocol {
        let producers = properties.map(\.producer)
        guard !producers.isEmpty else { return nil }
        return Property<[S.Element.Value]>(
            unsafeProducer: SignalProducer<S.Element.Value, Never>.combineLatest(producers))
    }

    /// `combineLatest(_:)` of a sequence, holding `emptySentinel` for good when `properties`
    /// is empty, as ReactiveSwift's; built on `SignalProducer.combineLatest(_:emptySentinel:)`.
    ///
    ///     properties: (none)
    ///     result:     [sentinel]
    ///
    /// - Parameters:
    ///   - properties: The properties to combine.
    ///   - emptySentinel: The value when there is no property.
    /// - Returns: A derived property of arrays.
    public static func combineLatest<S: Sequence>(
        _ properties: S, emptySentinel: [S.Element.Value]
    ) -> Property<[S.Element.Value]> where S.Element: PropertyProtocol {
        Property<[S.Element.Value]>(
            unsafeProducer: SignalProducer<S.Element.Value, Never>.combineLatest(
                properties.map(\.producer), emptySentinel: emptySentinel)
        )
    }

    /// A property of the values of all `properties` zipped in order, as ReactiveSwift's
    /// static `Property.zip(_:)` of a sequence; built on `SignalProducer.zip(_:)`. `nil` if
    /// `properties` is empty.
    ///
    ///     a:      1---2-3
    ///     b:      x-y----
    ///     result: [1,x]-[2,y]
    ///
    /// - Parameter properties: The properties to zip.
    /// - Returns: A derived property of arrays, or `nil` for an empty sequence.
    public static func zip<S: Sequence>(_ properties: S) -> Property<[S.Element.Value]>?
    where S.Element: PropertyProtocol {
        let producers = properties.map(\.producer)
        guard !producers.isEmpty else { return nil }
        return Property<[S.Element.Value]>(
            unsafeProducer: SignalProducer<S.Element.Value, Never>.zip(producers))
    }

    /// `zip(_:)` of a sequence, holding `emptySentinel` for good when `properties` is empty,
    /// as ReactiveSwift's; built on `SignalProducer.zip(_:emptySentinel:)`.
    ///
    ///     properties: (none)
    ///     result:     [sentinel]
    ///
    /// - Parameters:
    ///   - properties: The properties to zip.
    ///   - emptySentinel: The value when there is no property.
    /// - Returns: A derived property of arrays.
    public static func zip<S: Sequence>(
        _ properties: S, emptySentinel: [S.Element.Value]
    ) -> Property<[S.Element.Value]> where S.Element: PropertyProtocol {
        Property<[S.Element.Value]>(
            unsafeProducer: SignalProducer<S.Element.Value, Never>.zip(
                properties.map(\.producer), emptySentinel: emptySentinel))
    }
}
