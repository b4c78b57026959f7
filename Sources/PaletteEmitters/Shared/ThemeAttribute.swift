/// The attribute on a page's root element that forces an appearance (`data-theme="dark"`): the CSS output's
/// `attribute`, which the Swift output's web-view helper sets, so both name it the same way.
public struct ThemeAttribute: Hashable, Sendable {
    /// The attribute's name: an ASCII name that needs no escaping in a CSS attribute selector or a script.
    public let name: String

    /// `data-theme`, when no option names another.
    public static let standard = ThemeAttribute(checked: "data-theme")

    /// An attribute whose name passed `problem(_:)`, as every option value has (with its position in
    /// `palettec.json`, or as a usage error of `--option`) before an emitter runs.
    init(checked name: String) {
        self.name = name
    }

    /// Why `name` cannot be the attribute, if it cannot: the one check of the CSS `attribute` and the Swift
    /// `webAttribute` options.
    static func problem(_ name: String) -> String? {
        let isLetter = { (byte: UInt8) in (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) }
        if let first = name.utf8.first, isLetter(first) || first == 0x5F,
            name.utf8.allSatisfy({ isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x5F })
        {
            return nil
        }
        return "must be an attribute name (an ASCII letter or '_', then letters, digits, '-' or '_'), not '\(name)'"
    }
}
