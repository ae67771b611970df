/// A collection of values kept in insertion order, each removable by the token its insertion
/// returned: ReactiveSwift's public `Bag`, with the same spelling.
///
/// Ripple keeps its own observers in other storage; `Bag` is public for code written against
/// ReactiveSwift's. The same value may be inserted more than once; each insertion gets its own
/// token.
///
/// ```swift fragment
/// var handlers = Bag<String>()
/// let first = handlers.insert("a")
/// handlers.insert("b")
/// handlers.remove(using: first)   // returns "a"
/// Array(handlers)                 // ["b"]
/// ```
///
/// Inserting is O(1) amortized; removing is O(n) (a binary search for the token, then an
/// array removal).
public struct Bag<Element> {
    /// Identifies one insertion into a `Bag`, for `remove(using:)`.
    public struct Token: Hashable, Sendable {
        fileprivate let value: UInt64
    }

    private var elements: ContiguousArray<Element>
    private var tokens: ContiguousArray<UInt64>
    private var nextToken: UInt64

    /// Creates an empty bag.
    public init() {
        elements = []
        tokens = []
        nextToken = 0
    }

    /// Creates a bag holding `elements`, in their order.
    ///
    /// - Parameter elements: The initial elements.
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.elements = ContiguousArray(elements)
        nextToken = UInt64(self.elements.count)
        tokens = ContiguousArray(0..<nextToken)
    }

    /// Appends `value` and returns the token that removes it.
    ///
    /// - Parameter value: The value to insert.
    /// - Returns: A token for `remove(using:)`.
    @discardableResult
    public mutating func insert(_ value: Element) -> Token {
        let token = nextToken
        nextToken &+= 1
        elements.append(value)
        tokens.append(token)
        return Token(value: token)
    }

    /// Removes the value that the insertion returning `token` added.
    ///
    /// Removing with a token whose value is already gone does nothing.
    ///
    /// - Parameter token: A token returned by `insert(_:)` on this bag.
    /// - Returns: The removed value, or `nil` if it was already removed.
    @discardableResult
    public mutating func remove(using token: Token) -> Element? {
        guard let index = index(of: token.value) else { return nil }
        tokens.remove(at: index)
        return elements.remove(at: index)
    }

    /// The position of `token` in `tokens`, which is sorted (tokens only grow).
    private func index(of token: UInt64) -> Int? {
        var lower = 0
        var upper = tokens.count
        while lower < upper {
            let middle = lower + (upper - lower) / 2
            if tokens[middle] < token {
                lower = middle + 1
            } else {
                upper = middle
            }
        }
        return lower < tokens.count && tokens[lower] == token ? lower : nil
    }
}

extension Bag: RandomAccessCollection {
    /// The position of the first element.
    public var startIndex: Int { elements.startIndex }

    /// The position past the last element.
    public var endIndex: Int { elements.endIndex }

    /// The element at `position`, in insertion order.
    ///
    /// - Parameter position: A valid index of the bag.
    public subscript(position: Int) -> Element { elements[position] }

    /// Returns an iterator over the elements in insertion order.
    public func makeIterator() -> Iterator {
        Iterator(base: elements.makeIterator())
    }

    /// An iterator over a `Bag`'s elements, in insertion order.
    public struct Iterator: IteratorProtocol {
        fileprivate var base: ContiguousArray<Element>.Iterator

        /// The next element, or `nil` at the end.
        public mutating func next() -> Element? { base.next() }
    }
}

/// A `Bag` of sendable values is sendable.
extension Bag: Sendable where Element: Sendable {}
