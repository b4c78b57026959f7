/// Names listed in a message: all of them when there are few, else the first few and how many more, so a
/// diagnostic stays short however many themes a build declares, and a build with thousands of such diagnostics
/// prints text linear in its size.
enum NameList {
    /// How many names a message lists.
    static let shown = 8

    /// `names` separated by commas, each in single quotes when `quoted`; past `shown` names, how many more.
    static func summary<Names: Collection<String>>(_ names: Names, quoted: Bool) -> String {
        let listed = names.prefix(shown).map { quoted ? "'\($0)'" : $0 }.joined(separator: ", ")
        let more = names.count - shown
        return more > 0 ? listed + " and \(more) more" : listed
    }
}
