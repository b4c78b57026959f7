public import PaletteFrontend
public import PaletteModel

/// Checks on a syntax tree a reader returned: every offset must point at the start of what it locates.
public enum SyntaxTreeCheck {
    /// Which reader built the tree, which decides what byte each offset must point at.
    public enum Origin: Sendable {
        /// `JSONReader`: objects at `{`, arrays at `[`, strings and keys at a quote.
        case json
        /// `JSONReader` in the JSON5 dialect: numbers may also start with `+`, `.`, `I` or `N`, and keys with an
        /// identifier's first character.
        case json5
        /// `PlistReader`: every value and key at the `<` of its element.
        case plist
    }

    /// Traps unless every node and key offset in `root` lies inside `file` at a byte that can start it.
    ///
    /// Iterative, since the tree may be as deep as the reader's depth limit.
    public static func requireOffsets(_ root: SyntaxNode, in file: SourceFile, origin: Origin) {
        var pending = [root]
        while let node = pending.popLast() {
            requireStart(of: node, at: node.offset, in: file, origin: origin)
            switch node.value {
            case .array(let items):
                pending.append(contentsOf: items)
            case .object(let members):
                for member in members {
                    requireKeyStart(at: member.keyOffset, in: file, origin: origin)
                    pending.append(member.value)
                }
            case .string, .number, .integer, .real, .bool, .null, .date, .data:
                break
            }
        }
    }

    /// Traps unless a value's offset is inside the file at a byte that can start a value of its kind.
    private static func requireStart(of node: SyntaxNode, at offset: Int, in file: SourceFile, origin: Origin) {
        let byte = self.byte(at: offset, in: file, what: node.typeName)
        let allowed: [UInt8]
        switch (origin, node.value) {
        case (.plist, _): allowed = Array("<".utf8)
        case (_, .object): allowed = Array("{".utf8)
        case (_, .array): allowed = Array("[".utf8)
        case (_, .string): allowed = Array("\"'".utf8)
        case (_, .bool): allowed = Array("tf".utf8)
        case (_, .null): allowed = Array("n".utf8)
        case (.json, _): allowed = Array("-0123456789".utf8)
        case (.json5, _): allowed = Array("-+.0123456789IN".utf8)
        }
        guard allowed.contains(byte) else {
            fatalError("\(node.typeName) at offset \(offset) starts with byte \(byte)")
        }
    }

    /// Traps unless a key's offset is inside the file at a quote (JSON) or `<` (plist).
    private static func requireKeyStart(at offset: Int, in file: SourceFile, origin: Origin) {
        let byte = self.byte(at: offset, in: file, what: "key")
        let allowed = Array((origin == .plist ? "<" : "\"'").utf8)
        let isIdentifier =
            origin == .json5
            && (byte >= 0x80 || byte == 0x24 || byte == 0x5F || (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
        guard allowed.contains(byte) || isIdentifier else {
            fatalError("key at offset \(offset) starts with byte \(byte)")
        }
    }

    /// The byte at `offset`, trapping when the offset is outside the file.
    private static func byte(at offset: Int, in file: SourceFile, what: String) -> UInt8 {
        guard offset >= 0, offset < file.bytes.count else {
            fatalError("\(what) offset \(offset) outside a file of \(file.bytes.count) bytes")
        }
        return file.bytes[offset]
    }
}
