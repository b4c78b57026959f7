import PaletteModel

/// The last two authored notations a writer spelled, with their colors, to write again without spelling them: a
/// writer that lists a color's appearances on lines of their own writes `light-hc` and `dark-hc` right after `light`
/// and `dark`, which most palettes leave the same.
struct NotationMemo {
    /// The colors spelled, one per slot.
    private var colors: (ColorValue?, ColorValue?) = (nil, nil)
    /// Room for each slot's notation (`CSSColorNotation.maximumTextBytes`).
    private var bytes: [[UInt8]] = Array(
        repeating: Array(repeating: 0, count: CSSColorNotation.maximumTextBytes),
        count: 2
    )
    /// How many bytes of each slot's room its notation takes.
    private var lengths = [0, 0]
    /// The slot written last.
    private var latest = 1

    /// Writes `color`'s authored notation (nothing for a color that keeps none), as
    /// `CodePrinter.write(authoredNotationOf:)` does.
    mutating func write(_ color: ColorValue, to printer: inout CodePrinter) {
        let slot: Int? = colors.0 == color ? 0 : colors.1 == color ? 1 : nil
        if let slot {
            bytes[slot].withUnsafeBytes { printer.write(bytes: UnsafeRawBufferPointer(rebasing: $0[..<lengths[slot]])) }
            return
        }
        let next = 1 - latest
        guard
            let length = bytes[next].withUnsafeMutableBufferPointer({ room in
                color.spellAuthoredNotation(into: room.baseAddress.unsafelyUnwrapped)
            })
        else { return }
        latest = next
        lengths[next] = length
        if next == 0 { colors.0 = color } else { colors.1 = color }
        bytes[next].withUnsafeBytes { printer.write(bytes: UnsafeRawBufferPointer(rebasing: $0[..<length])) }
    }
}
