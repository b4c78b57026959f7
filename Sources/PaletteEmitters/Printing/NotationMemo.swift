import PaletteModel

/// The last two authored notations a writer spelled, with their colors, to write again without spelling them: a
/// writer that lists a color's appearances on lines of their own writes `light-hc` and `dark-hc` right after `light`
/// and `dark`, which most palettes leave the same.
struct NotationMemo {
    /// The colors spelled, one per slot.
    private var colors: (ColorValue?, ColorValue?) = (nil, nil)
    /// Their notations' UTF-8.
    private var bytes: [[UInt8]] = [[], []]
    /// The slot written last.
    private var latest = 1

    /// Writes `color`'s authored notation (nothing for a color that keeps none), as
    /// `CodePrinter.write(authoredNotationOf:)` does.
    mutating func write(_ color: ColorValue, to printer: inout CodePrinter) {
        let slot: Int? = colors.0 == color ? 0 : colors.1 == color ? 1 : nil
        if let slot {
            bytes[slot].withUnsafeBytes { printer.write(bytes: $0) }
            return
        }
        _ = color.withAuthoredNotation { spelled in
            printer.write(bytes: spelled)
            latest = 1 - latest
            if latest == 0 { colors.0 = color } else { colors.1 = color }
            bytes[latest].removeAll(keepingCapacity: true)
            bytes[latest].append(contentsOf: spelled.assumingMemoryBound(to: UInt8.self))
        }
    }
}
