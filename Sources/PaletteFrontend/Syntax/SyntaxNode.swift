/// A value read from a JSON or plist file, with the byte offset where it starts; keeps order and duplicates.
public struct SyntaxNode: Hashable, Sendable {
    /// What a node holds.
    public enum Value: Hashable, Sendable {
        /// A string (JSON string, plist `<string>`).
        case string(String)
        /// A JSON number, as written.
        case number(String)
        /// A plist `<integer>`, as written.
        case integer(String)
        /// A plist `<real>`, as written.
        case real(String)
        /// `true` / `false`, `<true/>` / `<false/>`.
        case bool(Bool)
        /// JSON `null`.
        case null
        /// A plist `<date>`, as written.
        case date(String)
        /// A plist `<data>`, as written (base64 text).
        case data(String)
        /// An array, in order.
        case array([SyntaxNode])
        /// An object or `<dict>`, in order, duplicates kept so they can be diagnosed.
        case object([Member])
    }

    /// One key/value pair of an object, with the offset of the key.
    public struct Member: Hashable, Sendable {
        /// The key text, unescaped.
        public var key: String
        /// The byte offset of the key (its opening quote, or its `<key>` tag).
        public var keyOffset: Int
        /// The value.
        public var value: SyntaxNode

        /// Creates a member.
        public init(key: String, keyOffset: Int, value: SyntaxNode) {
            self.key = key
            self.keyOffset = keyOffset
            self.value = value
        }
    }

    /// The value.
    public var value: Value
    /// The byte offset where the value starts (its first character, or its opening tag's `<`).
    public var offset: Int

    /// Creates a node.
    public init(_ value: Value, offset: Int) {
        self.value = value
        self.offset = offset
    }

    /// The type name used in diagnostics (`string`, `number`, `<integer>`, `object`, …).
    public var typeName: String {
        switch value {
        case .string: "string"
        case .number: "number"
        case .integer: "<integer>"
        case .real: "<real>"
        case .bool: "boolean"
        case .null: "null"
        case .date: "<date>"
        case .data: "<data>"
        case .array: "array"
        case .object: "object"
        }
    }
}
