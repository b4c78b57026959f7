import PaletteModel

/// The palette's data in the generated Swift: one multi-line string literal with a line per entry, decoded once
/// on first use, so no expression in the generated file grows with the palette and the type checker's work stays
/// linear in the number of colors.
///
/// A line holds the entry's values in `Appearance.allCases` order, then ` N:KEY` and ` M:DESCRIPTION` (or ` -` for
/// no description), where N and M are UTF-8 byte counts, so keys and descriptions may hold any character. A value
/// is `RRGGBBAA` (sRGB, every component an exact 8-bit value), `p` in front for Display P3, or, when a component
/// is not an exact 8-bit value, `(r,g,b,a)` in front of its rounded `RRGGBBAA`, each component `xHH` or a decimal.
/// Decoded components are bit for bit the `Double`s of the literals `0xHH / 255` and `0.302`.
enum SwiftDataTable {
    /// Writes the `Table` enum (inside the namespace's extension): the text and its decoder.
    static func write(_ palette: Palette, plan: SwiftNamePlan, to printer: inout CodePrinter) {
        let type = plan.typeName
        printer.line(
            "/// The palette's data as text, decoded once on first use (`Entry.all`): one line per entry with its"
        )
        printer.line(
            "/// values in `Appearance.allCases` order, then its key and description, each after its length in"
        )
        printer.line(
            "/// UTF-8 bytes. A value is `RRGGBBAA`, `p` in front for Display P3, or `(r,g,b,a)RRGGBBAA` when a"
        )
        printer.line("/// component is not an exact 8-bit value.")
        printer.block("fileprivate enum Table {") { body in
            body.line("/// The number of entries.")
            body.line("static let count = \(palette.entries.count)")
            body.blankLine()
            body.line("/// One line per entry.")
            body.line("static let text = \"\"\"")
            // Values with decimals (wide colors, most often) are looked for among the entry's earlier values only
            // where a palette has wide colors.
            let hasDecimals = palette.entries.contains { $0.values.contains { $0.space == .displayP3 } }
            body.parts(palette.entries.count) { range, body in
                var spans = ValueSpans()
                for index in range {
                    writeLine(palette.entries[index], repeats: hasDecimals, spans: &spans, to: &body)
                }
            }
            body.line("\"\"\"")
            body.blankLine()
            body.lines(decoderSource(type: type, appearanceCount: palette.appearances.count))
        }
    }

    /// Writes one entry's line, with `spans` as scratch room for where each value's token lies on it.
    ///
    /// A token is looked for among the line's earlier ones when `repeats` (the palette has tokens with decimals).
    private static func writeLine(
        _ entry: Palette.Entry,
        repeats: Bool,
        spans: inout ValueSpans,
        to printer: inout CodePrinter
    ) {
        spans.startLine(count: entry.values.count)
        printer.beginLine()
        entry.values.withUnsafeBufferPointer { values in
            for position in values.indices {
                if position > 0 { printer.write(byte: 0x20) }
                // An appearance that repeats an earlier one's value (`light-hc` most often is `light`) repeats its
                // token when the token has decimals; a hex token is cheaper to spell than to look for.
                let repeating = repeats && !values[position].isExactlyItsChannels
                spans.write(position, of: values, repeating: repeating, to: &printer) {
                    writeValue(values[position].shown(in: .displayP3), to: &$0)
                }
            }
        }
        let key = entry.key
        printer.write(byte: 0x20)
        printer.write(decimal: key.utf8.count)
        printer.write(byte: 0x3A)
        printer.write(SwiftLiteral.stringContent(key))
        if let description = entry.description {
            printer.write(byte: 0x20)
            printer.write(decimal: description.utf8.count)
            printer.write(byte: 0x3A)
            printer.write(SwiftLiteral.stringContent(description))
        } else {
            printer.write(" -")
        }
        printer.endLine()
    }

    /// Writes one value token.
    private static func writeValue(_ value: ColorValue, to printer: inout CodePrinter) {
        if value.space == .displayP3 {
            printer.write(byte: 0x70)
        }
        if !value.isExactlyItsChannels {
            printer.write(byte: 0x28)
            for position in 0..<4 {
                let component =
                    switch position {
                    case 0: value.red
                    case 1: value.green
                    case 2: value.blue
                    default: value.alpha
                    }
                if position > 0 { printer.write(byte: 0x2C) }
                if isExactByte(component) {
                    printer.write(byte: 0x78)
                    printer.write { HexEncoder.append(byte: UInt8((component * 255).rounded()), .upper, to: &$0) }
                } else {
                    printer.write(component: component)
                }
            }
            printer.write(byte: 0x29)
        }
        printer.write(hex: value, Self.channelSpelling)
    }

    /// A value's `RRGGBBAA`: upper case, because the generated decoder reads only upper-case digits.
    private static let channelSpelling = HexEncoder.ColorSpelling(hash: false, alpha: .last)

    /// Whether a component is exactly `n / 255` for a byte `n`, so `Double(n) / 255` gives it back bit for bit.
    static func isExactByte(_ component: Double) -> Bool {
        let byte = (component * 255).rounded()
        return byte >= 0 && byte <= 255 && byte / 255 == component
    }

    /// The decoder: plain byte scanning, so it compiles in constant time whatever the palette's size.
    private static func decoderSource(type: String, appearanceCount: Int) -> String {
        """
        /// Decodes every entry, in palette order.
        static func entries() -> [\(type).Entry] {
            var reader = Reader(bytes: Array(text.utf8))
            var entries: [\(type).Entry] = []
            entries.reserveCapacity(count)
            while reader.position < reader.bytes.count {
                var values: [\(type).Value] = []
                values.reserveCapacity(\(appearanceCount))
                for _ in 0..<\(appearanceCount) {
                    values.append(reader.value())
                }
                let key = reader.string() ?? ""
                let description = reader.string()
                entries.append(\(type).Entry(key: key, description: description, values: values))
            }
            return entries
        }

        /// Reads the table's bytes front to back.
        struct Reader {
            /// The table's UTF-8 bytes.
            let bytes: [UInt8]
            /// The next byte to read.
            var position = 0

            /// Reads one value and the space or line break after it.
            mutating func value() -> \(type).Value {
                let isDisplayP3 = bytes[position] == 0x70
                if isDisplayP3 { position += 1 }
                var components: [Double] = []
                if bytes[position] == 0x28 {
                    position += 1
                    while bytes[position] != 0x29 {
                        let start = position
                        while bytes[position] != 0x2C && bytes[position] != 0x29 { position += 1 }
                        if bytes[start] == 0x78 {
                            components.append(Double(hexByte(at: start + 1)) / 255)
                        } else {
                            components.append(Double(String(decoding: bytes[start..<position], as: UTF8.self)) ?? 0)
                        }
                        if bytes[position] == 0x2C { position += 1 }
                    }
                    position += 1
                }
                let start = position
                let channels = (0..<4).map { hexByte(at: start + 2 * $0) }
                position += 9
                if components.isEmpty {
                    components = channels.map { Double($0) / 255 }
                }
                let hex = "#" + String(decoding: bytes[start..<(start + (channels[3] == 255 ? 6 : 8))], as: UTF8.self)
                return \(type).Value(
                    red: components[0],
                    green: components[1],
                    blue: components[2],
                    alpha: components[3],
                    isDisplayP3: isDisplayP3,
                    hex: hex
                )
            }

            /// Reads `-` (no text, `nil`) or `N:` and N bytes of text, and the space or line break after it.
            mutating func string() -> String? {
                if bytes[position] == 0x2D {
                    position += 2
                    return nil
                }
                var length = 0
                while bytes[position] != 0x3A {
                    length = length * 10 + Int(bytes[position] - 0x30)
                    position += 1
                }
                let start = position + 1
                position = start + length + 1
                return String(decoding: bytes[start..<(start + length)], as: UTF8.self)
            }

            /// The byte spelled by the two hex digits at `index`.
            func hexByte(at index: Int) -> Int {
                digit(bytes[index]) << 4 | digit(bytes[index + 1])
            }

            /// The value of one upper-case hex digit.
            func digit(_ byte: UInt8) -> Int {
                Int(byte >= 0x41 ? byte - 0x41 + 10 : byte - 0x30)
            }
        }
        """
    }
}
