import PaletteModel

/// One rule of the stylesheet: an optional media condition, a selector, an optional `color-scheme`, and the
/// custom properties whose value in the rule's state differs from the state the rule builds on.
struct CSSRuleBlock: Equatable {
    /// Where a rule's value of an entry comes from.
    enum Source: Equatable {
        /// The value of one appearance, by index into `Palette.appearances`.
        case one(Int)
        /// `light-dark(<light>, <dark>)` of two appearances, by index.
        case lightDark(Int, Int)
    }

    /// The `@media` condition around the rule, if any.
    var media: String?
    /// The full selector, attribute tests included.
    var selector: String
    /// The `color-scheme` the rule sets, if any.
    var colorScheme: String?
    /// The value each declared property gets.
    var source: Source
    /// The state in effect wherever this rule applies, or `nil`; only entries that differ from it are declared.
    var baseline: Source?

    /// Whether the rule declares an entry with these values (aligned with `Palette.appearances`): its value here
    /// differs from the baseline's, comparing exact components.
    func declares<Value: Equatable>(_ values: [Value]) -> Bool {
        values.withUnsafeBufferPointer(declares)
    }

    /// `declares(_:)` over values borrowed in place: comparing them copies none (for colors, no reference count
    /// shared with the other outputs' threads is touched).
    func declares<Value: Equatable>(_ values: UnsafeBufferPointer<Value>) -> Bool {
        guard let baseline else { return true }
        switch (source, baseline) {
        case (.one(let index), .one(let base)):
            return values[index] != values[base]
        case (.lightDark(let light, let dark), .lightDark(let baseLight, let baseDark)):
            return values[light] != values[baseLight] || values[dark] != values[baseDark]
        case (.one(let index), .lightDark(let baseLight, let baseDark)):
            return values[index] != values[baseLight] || values[index] != values[baseDark]
        case (.lightDark(let light, let dark), .one(let base)):
            return values[light] != values[base] || values[dark] != values[base]
        }
    }
}
