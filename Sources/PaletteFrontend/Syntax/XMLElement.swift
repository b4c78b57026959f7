/// An XML element read by `XMLReader`, with the byte offsets diagnostics point at.
public struct XMLElement: Hashable, Sendable {
    /// The tag name, with any prefix (`plist`, `color`, `android:name`).
    public var name: String
    /// The byte offset of the `<` that opens the start tag.
    public var offset: Int
    /// The byte offset of the name in the start tag.
    public var nameOffset: Int
    /// The attributes, in the order written.
    public var attributes: [XMLAttribute]
    /// Child elements and text, in order.
    public var children: [XMLNode]

    /// Creates an element.
    public init(name: String, offset: Int, nameOffset: Int, attributes: [XMLAttribute] = [], children: [XMLNode] = []) {
        self.name = name
        self.offset = offset
        self.nameOffset = nameOffset
        self.attributes = attributes
        self.children = children
    }

    /// The first attribute with this name.
    public func attribute(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }

    /// The child elements, without text.
    public var elements: [XMLElement] {
        children.compactMap {
            if case .element(let element) = $0 { return element }
            return nil
        }
    }

    /// The text directly inside this element, joined; text inside child elements is not included.
    public var text: String {
        var result = ""
        for child in children {
            if case .text(let text, _) = child { result += text }
        }
        return result
    }
}
