/// An ordered collection that hands out a token for each element inserted, so that exactly that
/// element can be removed later, as ReactiveSwift's `Bag`.
///
///     var handlers = Bag<String>()
///     let first = handlers.insert("a")
///     handlers.insert("b")
///     handlers.remove(using: first)  // "a"
///     Array(handlers)                // ["b"]
///
/// Elements keep their insertion order. Inserting is O(1) amortized, removing O(n) (a binary
/// search for the token, then the array removal). Ripple keeps its own observers in an
/// internal structure with O(1) removal; `Bag` exists so that code written against
/// ReactiveSwift's public `Bag` ports unchanged. It is a value type: copy it, change the copy,
/// and the original is untouched.
public struct Bag<Element> {
    /// Identifies one inserted element. A token removes at most one element, once; tokens
    /// from another bag, or from this bag's elements already removed, remove nothing.
    public struct Token: Hashable, Sendable {
        fileprivate let serial: UInt64
    }

    private var elements: ContiguousArray<Element>
    /// The token serial of each element, in the same order; always ascending.
    private var serials: ContiguousArray<UInt64>
    private var nextSerial: UInt64

    /// Creates an empty bag.
    public init() {
        elements = []
        serials = []
        nextSerial = 0
    }

    /// Creates a bag holding `elements`, in order. Their tokens are not returned: these
    /// elements can only leave with the bag.
    ///
    /// - Parameter elements: The initial elements.
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.elements = ContiguousArray(elements)
        serials = ContiguousArray(0..<UInt64(self.elements.count))
        nextSerial = UInt64(self.elements.count)
    }

    /// Adds `element` at the end and returns the token that removes it.
    ///
    /// - Parameter element: The element to add.
    /// - Returns: The element's token.
    @discardableResult
    public mutating func insert(_ element: Element) -> Token {
        let token = Token(serial: nextSerial)
        nextSerial &+= 1
        elements.append(element)
        serials.append(token.serial)
        return token
    }

    /// Removes the element that `token` was returned for.
    ///
    /// - Parameter token: A token from `insert(_:)` on this bag.
    /// - Returns: The removed element, or `nil` if that element is no longer here.
    @discardableResult
    public mutating func remove(using token: Token) -> Element? {
        guard let index = index(of: token.serial) else { return nil }
        serials.remove(at: index)
        return elements.remove(at: index)
    }

    /// The position of `serial` in the ascending `serials`, by binary search.
    private func index(of serial: UInt64) -> Int? {
        var low = 0
        var high = serials.count
        while low < high {
            let middle = low + (high - low) / 2
            if serials[middle] < serial {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < serials.count && serials[low] == serial ? low : nil
    }
}

extension Bag: RandomAccessCollection {
    /// The position of the first element.
    public var startIndex: Int { elements.startIndex }

    /// The position after the last element.
    public var endIndex: Int { elements.endIndex }

    /// The element at `position`, in insertion order.
    ///
    /// - Parameter position: A valid index of the bag.
    public subscript(position: Int) -> Element { elements[position] }
}

/// A bag is safe to share between threads when its elements are.
extension Bag: Sendable where Element: Sendable {}
