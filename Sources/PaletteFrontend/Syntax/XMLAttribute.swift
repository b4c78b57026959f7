/// One attribute of an `XMLElement`, with the offsets of its name and its value.
public struct XMLAttribute: Hashable, Sendable {
    /// The attribute name, with any prefix (`version`, `android:name`).
    public var name: String
    /// The value, with entities decoded and line breaks and tabs turned into spaces (XML attribute normalization).
    public var value: String
    /// The byte offset of the name.
    public var nameOffset: Int
    /// The byte offset of the value's opening quote.
    public var valueOffset: Int

    /// Creates an attribute.
    public init(name: String, value: String, nameOffset: Int, valueOffset: Int) {
        self.name = name
        self.value = value
        self.nameOffset = nameOffset
        self.valueOffset = valueOffset
    }
}
