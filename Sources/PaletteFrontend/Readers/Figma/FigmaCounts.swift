/// The counts a Figma note lists (`60 FLOAT, 2 STRING`): the first few, with how many more there are, so a note
/// stays short however many kinds a file names.
enum FigmaCounts {
    /// The most counts a note shows.
    static let shown = 6

    /// `counts`, comma-separated, the ones past `shown` counted.
    static func text(_ counts: [String]) -> String {
        let listed = counts.prefix(shown).joined(separator: ", ")
        return counts.count > shown ? listed + " and \(counts.count - shown) more" : listed
    }
}
