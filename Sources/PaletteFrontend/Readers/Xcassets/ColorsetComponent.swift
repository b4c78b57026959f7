import PaletteModel

/// One asset-catalog color component as Xcode writes it: a float (`"0.918"`), an 8-bit integer (`"66"`) or 8-bit
/// hex (`"0x42"`), as a string or a JSON number.
enum ColorsetComponent {
    /// What a component spelled.
    enum Value: Equatable {
        /// The value in 0...1 (or outside it, for extended color spaces), and whether it was an integer form.
        case value(Double, integer: Bool)
        /// Not a number.
        case invalid
    }

    /// Decodes a component's text.
    ///
    /// With `snapping`, a float with at most three decimals that is the rounding of an 8-bit value (Xcode's own
    /// spelling of one) is read as that exact 8-bit value, so sRGB `"0.918"` is 234/255 and hex round-trips.
    static func decode(_ text: String, snapping: Bool) -> Value {
        let lowered = text.lowercased()
        if lowered.hasPrefix("0x") {
            let digits = Array(lowered.utf8.dropFirst(2))
            let scanned = HexDecoder.scan(digits)
            guard scanned.count == digits.count, (1...2).contains(scanned.count) else { return .invalid }
            return .value(Double(scanned.value) / 255, integer: true)
        }
        guard let number = Double(text), number.isFinite else { return .invalid }
        if !text.contains("."), !lowered.contains("e") {
            return .value(number / 255, integer: true)
        }
        if snapping, let point = text.firstIndex(of: "."), text[text.index(after: point)...].count <= 3 {
            let byte = (number * 255).rounded()
            if byte >= 0, byte <= 255, ((byte / 255) * 1000).rounded() / 1000 == number {
                return .value(byte / 255, integer: false)
            }
        }
        return .value(number, integer: false)
    }
}
