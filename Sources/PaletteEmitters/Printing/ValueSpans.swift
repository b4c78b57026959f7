import PaletteModel

/// Where each value of a color's line lies, so that a value an earlier appearance repeats (`light-hc` most often is
/// `light`) is written again from the line (`CodePrinter.writeAgain(_:)`) instead of spelled again.
struct ValueSpans {
    /// Each value's bytes on the line, by appearance; `nil` for one not written on it.
    private var spans: [Range<Int>?] = []

    /// Forgets the last line's values, for a line of `count` appearances.
    mutating func startLine(count: Int) {
        if spans.count == count {
            for index in spans.indices { spans[index] = nil }
        } else {
            spans = Array(repeating: nil, count: count)
        }
    }

    /// Writes the value at `index` of `values` on the open line, with `spell`; when `repeating`, again from the line
    /// if an earlier value written on it with `repeating` is equal, and where it lies is kept for the values after it.
    ///
    /// Equal values must be given the same `repeating` (a writer's rule for which values are worth looking for: wide
    /// colors, a section of them), so that a value never looks for one whose place was not kept.
    mutating func write(
        _ index: Int,
        of values: UnsafeBufferPointer<ColorValue>,
        repeating: Bool,
        to printer: inout CodePrinter,
        spell: (inout CodePrinter) -> Void
    ) {
        guard repeating else {
            spell(&printer)
            return
        }
        let start = printer.position
        if let span = earlierSpan(of: index, in: values) {
            printer.writeAgain(span)
        } else {
            spell(&printer)
        }
        spans[index] = start..<printer.position
    }

    /// Where the first earlier value written on the line that equals `values[index]` lies.
    private func earlierSpan(of index: Int, in values: UnsafeBufferPointer<ColorValue>) -> Range<Int>? {
        for earlier in 0..<index where values[earlier] == values[index] {
            if let span = spans[earlier] { return span }
        }
        return nil
    }
}
