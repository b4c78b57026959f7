/// Many diagnostics with one rule and one likely cause, printed as one: an error that names the cause and its fix,
/// with the first few instances as its notes.
///
/// A token set whose aliases point into a set that was not loaded would otherwise print one `unknown-alias` per
/// alias, hundreds of lines that hide the one thing to fix. The summary stands where its first instance was
/// reported, at that instance's place; the instances it does not list are left out of the printout.
public enum DiagnosticSummary {
    /// More diagnostics than this with one rule and one cause become a summary; this many or fewer print as they are.
    public static let threshold = 5
    /// How many instances a summary lists as notes.
    public static let listed = 3

    /// `diagnostics` with every group of more than `threshold` diagnostics of one rule and one cause replaced by one
    /// summary; all others are kept as they are, in their order.
    public static func summarized(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var groups: [Group: [Int]] = [:]
        for index in diagnostics.indices {
            guard let cause = diagnostics[index].cause else { continue }
            groups[Group(rule: diagnostics[index].rule, cause: cause), default: []].append(index)
        }
        var summaries: [Int: Diagnostic] = [:]
        var dropped = Set<Int>()
        for (group, members) in groups where members.count > threshold {
            summaries[members[0]] = summary(of: members.map { diagnostics[$0] }, group: group)
            dropped.formUnion(members.dropFirst())
        }
        guard !summaries.isEmpty else { return diagnostics }
        var result: [Diagnostic] = []
        result.reserveCapacity(diagnostics.count - dropped.count)
        for index in diagnostics.indices where !dropped.contains(index) {
            result.append(summaries[index] ?? diagnostics[index])
        }
        return result
    }

    /// One rule and one cause.
    private struct Group: Hashable {
        /// The rule the diagnostics share.
        var rule: Rule
        /// The cause they share.
        var cause: Diagnostic.Cause
    }

    /// The summary of a group's members, at the place of the member that is printed first.
    private static func summary(of members: [Diagnostic], group: Group) -> Diagnostic {
        let ordered = DiagnosticBag(members).sorted()
        let shown = ordered.prefix(listed)
        var notes: [Diagnostic.Note] = []
        for instance in shown {
            notes.append(Diagnostic.Note(instance.message, at: instance.location))
            notes.append(contentsOf: instance.notes)
        }
        return Diagnostic(
            group.rule,
            message(group.cause, count: members.count, shown: shown.count),
            at: ordered[0].location,
            severity: ordered[0].severity,
            notes: notes
        )
    }

    /// "8 aliases refer to …; add …; the first 3 follow, 5 more are not shown".
    private static func message(_ cause: Diagnostic.Cause, count: Int, shown: Int) -> String {
        "\(count) \(cause.subject) \(cause.shared); \(cause.fix); the first \(shown) follow, "
            + "\(count - shown) more \(count - shown == 1 ? "is" : "are") not shown"
    }
}
