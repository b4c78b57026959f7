import PaletteModel

/// Which colors of a build are primitives (steps of a scale, named colors) and which keys name different roles, so
/// `near-duplicate` leaves alone the colors that share a value by design.
///
/// A key's components are split at `.`, `/`, `-` and `_`: the separators of token paths (`Text.Primary`,
/// `color/border/primary`), of CSS custom properties (`ds-color-accent-text-subtle`) and of Android resource names
/// (`md_theme_surface`). Its last component says what kind of color it is:
///
/// - A **step** of a scale starts with a digit (`neutral.50`, `blue-500`, `accent.16`). Scales are generated ramps:
///   two steps that come out the same (the darkest steps of two hues, steps 9 and 10 of one ramp) are the
///   generator's outcome, and an alias between them would break the ramp the day it is regenerated, so two steps
///   are never reported.
/// - A **named color** is a CSS color name (`red`, `white`, `oppia_green`, `theme_cyan`): a primitive written by
///   hand, so two of one value are one color defined twice, and one that repeats a step is that step. Two of one
///   name in different groups (`brandA.red`, `brandB.red`; `dtcg.red`, `simple.red`) are parallel palettes, each
///   with its own red, which may well agree.
/// - Any other key names a **role** (`Text.Primary`, `card`, `bg.hover`), or is a **code** that names none (`PGC01`,
///   `C12`: letters then digits, the numbered colors of a hand-kept palette).
///
/// A role that repeats a step or a named color is reported at the role, naming the primitive, whatever their groups:
/// an alias is what the palette's structure asks for; unless the color is white, black or transparent
/// (`isExtreme`). Two roles of one value are not reported: `card` and `background`, `bg.hover` and `bg.pressed`,
/// `Text.Primary` and `Border.Primary`, `md_theme_surface` and `md_theme_background` share a color because the design
/// says so today, and the next design may part them; tying one to the other would make that change harder, not
/// easier; nor two roles nearly of one value, which generated schemes are full of (Material's contrast levels, the
/// `base-contrast` colors of a built design system). Two codes are one color twice when they are siblings, the same
/// groups parting in their last component (`PGC01` and `PGC07`): a code says nothing a second code of the same color
/// would not.
struct ColorRoles {
    /// What a key's last component says of the color.
    enum Kind: Equatable {
        /// A step of a scale (`blue-500`).
        case step
        /// A CSS color name (`green`).
        case named
        /// Letters then digits (`PGC01`).
        case code
        /// A role (`background`).
        case role

        /// Whether a color of this kind is one other colors should be aliases of.
        var isPrimitive: Bool { self == .step || self == .named }
    }

    /// The kind of each entry.
    private let kinds: [Kind]

    /// The roles of `entries`.
    init(_ entries: [Palette.Entry]) {
        kinds = entries.map { Self.kind(of: $0.key) }
    }

    /// The kind of the entry at `index`.
    func kind(_ index: Int) -> Kind {
        kinds[index]
    }

    /// Whether `later` (searched after `earlier`: steps, then named colors, then the rest) is one color twice with
    /// `earlier` when their values are alike; `extreme` tells whether `earlier` is white, black or transparent in
    /// every appearance compared.
    func isDuplicate(_ later: Int, of earlier: Int, keys: (String, String), extreme: Bool) -> Bool {
        switch (kinds[earlier], kinds[later]) {
        case (_, .step): false
        case (.named, .named) where Self.lastComponent(keys.0) == Self.lastComponent(keys.1): false
        case (.step, _), (.named, _): !extreme
        case (.code, .code) where Self.areSiblings(keys.0, keys.1): true
        default: false
        }
    }

    /// Whether `values` are white, black or fully transparent in each of `columns`.
    ///
    /// Every palette starts and ends there: a role that is white (text on a brand color), or two brands' black, say
    /// nothing about having copied a palette's white step, where a mid-gray that matches a step does.
    static func isExtreme(_ values: [ColorValue], columns: [Int]) -> Bool {
        columns.allSatisfy { column in
            let packed = values[column].sRGBPackedRGBA8
            return packed & 0xFF == 0 || packed >> 8 == 0 || packed >> 8 == 0xFF_FFFF
        }
    }

    /// Whether `first` and `second` have the same groups and part in their last component.
    static func areSiblings(_ first: String, _ second: String) -> Bool {
        let (a, b) = (components(first), components(second))
        guard a.count == b.count else { return false }
        return a.dropLast().elementsEqual(b.dropLast())
    }

    /// What a key's last component says of its color.
    ///
    /// Read from the end of the key's bytes, without splitting it: every color of the build is asked.
    static func kind(of key: String) -> Kind {
        if let kind = key.utf8.withContiguousStorageIfAvailable(kind(ofBytes:)) { return kind }
        return Array(key.utf8).withUnsafeBufferPointer(kind(ofBytes:))
    }

    /// `kind(of:)` of a key's UTF-8.
    private static func kind(ofBytes key: UnsafeBufferPointer<UInt8>) -> Kind {
        var start = key.count
        while start > 0, !isSeparator(key[start - 1]) { start -= 1 }
        let last = UnsafeBufferPointer(rebasing: key[start...])
        guard let first = last.first else { return .role }
        if isDigit(first) { return .step }
        if let digit = last.firstIndex(where: isDigit) {
            return last[digit...].allSatisfy(isDigit) ? .code : .role
        }
        // The longest CSS color name, `lightgoldenrodyellow`, has 20 letters.
        guard last.count <= 20, CSSNamedColors.color(String(decoding: last, as: UTF8.self)) != nil else {
            return .role
        }
        return .named
    }

    /// Whether `byte` is an ASCII digit.
    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whether `byte` separates the components of a key.
    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// A key's last component, lowercased.
    private static func lastComponent(_ key: String) -> String {
        (components(key).last ?? "").lowercased()
    }

    /// A key's groups and name.
    private static func components(_ key: String) -> [Substring] {
        key.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "/" || $0 == "-" || $0 == "_" }
    }
}
