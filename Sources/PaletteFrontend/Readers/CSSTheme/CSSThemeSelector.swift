/// Where the custom properties of a theme-level rule go.
enum CSSThemeSlot: Hashable {
    /// `:root`, `html`, `:host`, `.light`, `[data-theme=light]`, Tailwind's `@theme`: the light (base) set.
    case base
    /// The root inside `@media (prefers-color-scheme: dark)`: dark as the system setting gives it.
    case darkMedia
    /// `.dark`, `[data-theme=dark]`, `[data-mode=dark]`, `[data-color-scheme=dark]`: dark as the page forces it.
    case darkForced
    /// `[data-theme=NAME]` for another name: a theme.
    case theme(String)
}

/// How selectors and media queries map onto appearances.
///
/// A selector is theme-level when it is one compound selector (no combinator) made of the root (`:root`, `html`,
/// `:host`, `:host(…)`), the appearance classes `.light` and `.dark`, the attributes `data-theme`, `data-mode`,
/// `data-color-scheme` and `data-bs-theme` with a value, and negations (`:not(…)`, which narrow a root without
/// naming another appearance: `:root:not([data-theme=dark])` is the light root). Anything else (`h1`,
/// `.dark #nd-sidebar`, `[data-color=danger]`) scopes its properties to part of the page, which a palette cannot
/// say, so it is skipped.
enum CSSThemeSelector {
    /// The color scheme a `@media` prelude selects, `nil` when it tests something else.
    enum MediaScheme {
        case light
        case dark
    }

    /// What one selector names.
    private enum Target: Equatable {
        /// The root, with no appearance of its own (or `auto`).
        case root
        case light
        case dark
        case theme(String)
        /// Nothing but negations (`:not([data-theme=dark])`), which narrow the root `:host(…)` names.
        case negations
    }

    /// The attributes whose value names an appearance or a theme.
    private static let themeAttributes: Set<String> = ["data-theme", "data-mode", "data-color-scheme", "data-bs-theme"]

    /// The scheme of `@media` `prelude` (`@media only screen and (prefers-color-scheme: dark)`), `nil` when it tests
    /// no color scheme.
    static func mediaScheme(_ prelude: String) -> MediaScheme? {
        let compact = prelude.lowercased().filter { $0 != " " }
        guard let rest = compact.text(after: "prefers-color-scheme:") else { return nil }
        if rest.hasPrefix("dark") { return compact.contains("not(prefers") ? nil : .dark }
        if rest.hasPrefix("light") { return compact.contains("not(prefers") ? nil : .light }
        return nil
    }

    /// The slots a rule's selector list writes to (each once, in order), `[]` when no selector is theme-level.
    static func slots(_ selectorList: String, media: MediaScheme?) -> [CSSThemeSlot] {
        var slots: [CSSThemeSlot] = []
        for selector in splitTopLevel(Array(selectorList.utf8), at: UInt8(ascii: ",")) {
            guard let target = target(of: selector) else { continue }
            let slot: CSSThemeSlot
            switch target {
            case .negations: continue
            case .root: slot = media == .dark ? .darkMedia : .base
            case .light: slot = .base
            case .dark: slot = .darkForced
            case .theme(let name): slot = .theme(name)
            }
            if !slots.contains(slot) { slots.append(slot) }
        }
        return slots
    }

    /// What one selector names, `nil` when it is not theme-level; `depth` counts the `:host(…)` it is inside, so a
    /// hostile selector cannot recurse without bound.
    private static func target(of selector: ArraySlice<UInt8>, depth: Int = 0) -> Target? {
        guard depth < 4 else { return nil }
        let bytes = Array(trimmed(selector))
        guard !bytes.isEmpty else { return nil }
        var found: Target?
        var sawRoot = false
        var sawNegation = false
        var index = 0
        func take(_ target: Target) -> Bool {
            if target == .root {
                sawRoot = true
                return true
            }
            guard found == nil || found == target else { return false }
            found = target
            return true
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: ":"):
                let name = word(bytes, from: index + 1)
                let after = index + 1 + name.count
                let lowered = String(decoding: name, as: UTF8.self).lowercased()
                if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
                    guard let close = matchingClose(bytes, from: after) else { return nil }
                    switch lowered {
                    case "not":
                        sawNegation = true
                    case "host":
                        guard take(.root), let inner = target(of: bytes[(after + 1)..<close], depth: depth + 1)
                        else { return nil }
                        if inner != .root, inner != .negations {
                            guard take(inner) else { return nil }
                        }
                    default:
                        return nil
                    }
                    index = close + 1
                } else {
                    guard lowered == "root" || lowered == "host", take(.root) else { return nil }
                    index = after
                }
            case UInt8(ascii: "."):
                let name = String(decoding: word(bytes, from: index + 1), as: UTF8.self)
                switch name {
                case "dark": guard take(.dark) else { return nil }
                case "light": guard take(.light) else { return nil }
                default: return nil
                }
                index += 1 + name.utf8.count
            case UInt8(ascii: "["):
                guard let close = matchingClose(bytes, from: index),
                    let attribute = attributeTarget(bytes[(index + 1)..<close]), take(attribute)
                else { return nil }
                index = close + 1
            default:
                let name = word(bytes, from: index)
                guard String(decoding: name, as: UTF8.self).lowercased() == "html", take(.root) else { return nil }
                index += name.count
            }
        }
        return found ?? (sawRoot ? .root : (sawNegation ? .negations : nil))
    }

    /// What `[name=value]` names, `nil` for another attribute or a test without a value.
    private static func attributeTarget(_ inside: ArraySlice<UInt8>) -> Target? {
        guard let equals = inside.firstIndex(of: UInt8(ascii: "=")) else { return nil }
        let name = String(decoding: trimmed(inside[..<equals]), as: UTF8.self).lowercased()
        guard themeAttributes.contains(name) else { return nil }
        var value = trimmed(inside[(equals + 1)...])
        if let first = value.first, first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            guard value.count >= 2, value.last == first else { return nil }
            value = value.dropFirst().dropLast()
        }
        let text = String(decoding: value, as: UTF8.self)
        guard !text.isEmpty else { return nil }
        switch text.lowercased() {
        case "auto": return .root
        case "light": return .light
        case "dark": return .dark
        default: return .theme(text)
        }
    }

    /// The run of name bytes (letters, digits, `-`, `_`, non-ASCII) from `start`.
    private static func word(_ bytes: [UInt8], from start: Int) -> ArraySlice<UInt8> {
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            let isName =
                (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte >= 0x80
            guard isName else { break }
            end += 1
        }
        return bytes[start..<end]
    }

    /// Calls `visit` with the index and byte of every byte from `start` on that lies outside quoted strings (a
    /// backslash escapes the next byte inside one), until it returns `false`.
    private static func walkOutsideStrings(_ bytes: [UInt8], from start: Int, _ visit: (Int, UInt8) -> Bool) {
        var quote: UInt8?
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if let current = quote {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == current {
                    quote = nil
                }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if !visit(index, byte) {
                return
            }
            index += 1
        }
    }

    /// Whether `byte` opens (1) or closes (-1) a parenthesis or bracket, else 0.
    private static func bracketStep(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["): 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"): -1
        default: 0
        }
    }

    /// The index of the `)` or `]` that closes the bracket at `open`, skipping quoted strings.
    private static func matchingClose(_ bytes: [UInt8], from open: Int) -> Int? {
        var depth = 0
        var close: Int?
        walkOutsideStrings(bytes, from: open) { index, byte in
            depth += bracketStep(byte)
            if bracketStep(byte) < 0, depth == 0 {
                close = index
                return false
            }
            return true
        }
        return close
    }

    /// The parts of `bytes` between top-level `separator`s (outside brackets, parentheses and strings).
    static func splitTopLevel(_ bytes: [UInt8], at separator: UInt8) -> [ArraySlice<UInt8>] {
        var parts: [ArraySlice<UInt8>] = []
        var depth = 0
        var start = 0
        walkOutsideStrings(bytes, from: 0) { index, byte in
            depth = max(0, depth + bracketStep(byte))
            if byte == separator, depth == 0 {
                parts.append(bytes[start..<index])
                start = index + 1
            }
            return true
        }
        parts.append(bytes[min(start, bytes.count)..<bytes.count])
        return parts
    }

    /// `bytes` without white space at either end.
    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D {
            slice = slice.dropFirst()
        }
        while let last = slice.last, last == 0x20 || last == 0x09 || last == 0x0A || last == 0x0D {
            slice = slice.dropLast()
        }
        return slice
    }
}
