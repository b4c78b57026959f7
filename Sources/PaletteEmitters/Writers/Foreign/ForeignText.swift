/// Number spelling shared by the foreign-format writers (JSON numbers, asset-catalog components).
enum ForeignText {
    /// A JSON number that reads back as exactly `value`: whole numbers without a fraction, others in Swift's
    /// shortest round-tripping spelling.
    static func jsonNumber(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(value)
    }

    /// A component with exactly three decimals (`0.039`, `1.000`), the way Xcode writes asset catalogs.
    static func threeDecimals(_ value: Double) -> String {
        // Components are 0...1 in a valid palette; the bound only keeps a hand-built model from trapping.
        guard value.isFinite, abs(value) < 1e12 else { return "0.000" }
        let thousandths = Int((abs(value) * 1000).rounded())
        let sign = value < 0 && thousandths != 0 ? "-" : ""
        let fraction = String(thousandths % 1000)
        return sign + String(thousandths / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
