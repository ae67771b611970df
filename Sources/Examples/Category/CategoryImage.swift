/// A photo in a category feed, as BluePic shows it in its collection view.
public struct CategoryImage: Equatable, Sendable {
    /// The image's identifier.
    public var id: String

    /// The caption under the image.
    public var caption: String

    /// Creates an image.
    ///
    /// - Parameters:
    ///   - id: The identifier.
    ///   - caption: The caption.
    public init(id: String, caption: String) {
        self.id = id
        self.caption = caption
    }
}

/// Where a category's images come from: BluePic's data manager, injected so a test can
/// script it.
public protocol CategoryImageStore: Sendable {
    /// The images currently stored for `category`, newest first.
    ///
    /// - Parameter category: The category (a search tag), such as "mountains".
    /// - Returns: The images; empty if there are none.
    func images(in category: String) -> [CategoryImage]
}
