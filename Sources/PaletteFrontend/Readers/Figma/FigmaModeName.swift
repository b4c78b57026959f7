/// A Figma mode's name split into the brand it names and the appearance it ends with: `MDS-Light` is brand `MDS`,
/// appearance `light`; `Pay.io Dark` is `Pay.io`, `dark`; `Light` is no brand, `light`; `Partners` names no
/// appearance.
///
/// The appearance is the whole name or its last word after `-`, `_`, `.`, `/` or a space, spelled as `ModeName`
/// reads mode names (`Light`, `dark`, `light-high-contrast`).
struct FigmaModeName {
    /// The part before the appearance, without its separator (`MDS`); empty when the name is the appearance alone.
    var brand: String
    /// The built-in appearance the name ends with, or `nil`.
    var appearance: String?

    /// Splits `name`.
    init(_ name: String) {
        let whole = ModeName.appearance(name)
        if ModeName.isBuiltIn(whole) {
            brand = ""
            appearance = whole
            return
        }
        let separators: Set<Character> = ["-", "_", ".", "/", " "]
        guard let cut = name.lastIndex(where: { separators.contains($0) }) else {
            brand = name
            appearance = nil
            return
        }
        let last = ModeName.appearance(String(name[name.index(after: cut)...]))
        guard ModeName.isBuiltIn(last) else {
            brand = name
            appearance = nil
            return
        }
        brand = String(name[..<cut]).trimmingCharacters(in: separators)
        appearance = last
    }

    /// `text` as a theme name palettec accepts (ASCII letters, digits, `-` and `_`): every run of other characters
    /// becomes one `-` (`Pay.io` → `Pay-io`, `Neutral background` → `Neutral-background`).
    static func themeName(_ text: String) -> String {
        var name = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            let kept =
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
            if kept || scalar == "-" {
                if pendingDash && !name.isEmpty { name += "-" }
                pendingDash = false
                name.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return name
    }
}

extension String {
    /// The string without leading and trailing characters of `set`.
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        guard let first = firstIndex(where: { !set.contains($0) }), let last = lastIndex(where: { !set.contains($0) })
        else { return "" }
        return String(self[first...last])
    }
}
