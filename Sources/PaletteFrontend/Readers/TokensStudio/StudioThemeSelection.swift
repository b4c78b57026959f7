import PaletteModel

/// The themes of a Tokens Studio project that make a palette, chosen as the plugin applies them: one active theme
/// per group.
///
/// - Themes without groups, or all in one group: each theme is an appearance (`Light` → light, any other name a
///   theme).
/// - Several groups: the group whose themes name light or dark (`Color scheme`: `Light`, `Dark`) gives the
///   appearances, each of its themes one; every other group contributes one theme, the one `chosen` names for it
///   (`"themes": { "Brand": "Business" }` in palettec.json, `--theme Brand=Business`), else its first, whose sets
///   every appearance reads. A chosen group the project does not have, a theme its group does not have, or a group
///   whose themes are the appearances is an error.
/// - No group names light or dark: every group contributes its chosen (or first) theme to one palette, the same
///   in every appearance.
/// - Several groups name light or dark (one per platform: `Figma Modes`, `Penpot Modes`): the one whose own sets
///   share the longest folder path with the sets of the other groups' chosen themes (`platforms/figma/…` with
///   `Platform: Figma`); when that does not single one out, the palette cannot be read without choosing.
struct StudioThemeSelection {
    /// The appearances: each with the theme that gives it.
    var appearances: [(appearance: String, theme: StudioTheme)] = []
    /// The chosen themes of the other groups, whose sets every appearance reads.
    var shared: [StudioTheme] = []
    /// The group whose themes are the appearances, when there are several groups.
    var appearanceGroup: String?
    /// Groups whose themes name light or dark but that do not give the appearances.
    var passedOver: [String] = []

    /// Every set the selection reads, each once, in the order the themes name them.
    var sets: [String] {
        var seen: Set<String> = []
        return (shared + appearances.map(\.theme)).flatMap(\.sets).filter { seen.insert($0).inserted }
    }

    /// The selection of `themes`, the theme of a group `chosen` names taking the group's first theme's place; `nil`
    /// after reporting that the appearances cannot be told apart.
    static func select(
        _ themes: [StudioTheme],
        chosen: [String: String] = [:],
        diagnostics: inout DiagnosticBag
    ) -> StudioThemeSelection? {
        var groups: [String?] = []
        var byGroup: [String?: [StudioTheme]] = [:]
        for theme in themes {
            if byGroup[theme.group] == nil { groups.append(theme.group) }
            byGroup[theme.group, default: []].append(theme)
        }
        var selection = StudioThemeSelection()
        let modeGroups =
            groups.count > 1
            ? groups.filter { group in byGroup[group, default: []].contains { ModeName.isBuiltIn($0.appearance) } }
            : groups
        let names = groups.compactMap { $0 }
        for (group, theme) in chosen.sorted(by: { $0.key < $1.key }) {
            guard let members = byGroup[group] else {
                diagnostics.report(.chosenGroupIsUnknown(group, groups: names, at: themes[0].location))
                continue
            }
            if modeGroups.contains(group) {
                diagnostics.report(.chosenGroupGivesAppearances(group, at: members[0].location))
            } else if !members.contains(where: { $0.name == theme }) {
                diagnostics.report(.chosenThemeIsNotInGroup(theme, group: group, members: members))
            }
        }
        guard groups.count > 1 else {
            selection.appearances = appearances(of: themes)
            return selection
        }
        for group in groups where !modeGroups.contains(group) {
            let members = byGroup[group, default: []]
            let wanted = group.flatMap { chosen[$0] }
            selection.shared.append(members.first { $0.name == wanted } ?? members[0])
        }
        guard !modeGroups.isEmpty else { return selection }
        var modeGroup = modeGroups[0]
        if modeGroups.count > 1 {
            guard let closest = closestGroup(modeGroups, byGroup: byGroup, shared: selection.shared) else {
                let first = byGroup[modeGroups[1], default: []][0]
                diagnostics.report(.appearanceGroupIsAmbiguous(modeGroups.map { $0 ?? "" }, at: first.location))
                return nil
            }
            modeGroup = closest
            selection.passedOver = modeGroups.filter { $0 != closest }.map { $0 ?? "" }
        }
        selection.appearanceGroup = modeGroup
        selection.appearances = appearances(of: byGroup[modeGroup, default: []])
        return selection
    }

    /// Each theme as the appearance its name stands for; a second theme for the same appearance keeps its own name,
    /// as a theme.
    private static func appearances(of themes: [StudioTheme]) -> [(appearance: String, theme: StudioTheme)] {
        var taken: Set<String> = []
        return themes.map { theme in
            let appearance = theme.appearance
            return (taken.insert(appearance).inserted ? appearance : theme.name, theme)
        }
    }

    /// Of groups that all name light or dark, the one whose own sets (those the other candidates do not name) share
    /// the most leading folders with a set of the shared themes; `nil` when none or several do.
    private static func closestGroup(
        _ candidates: [String?],
        byGroup: [String?: [StudioTheme]],
        shared: [StudioTheme]
    ) -> String?? {
        let sharedFolders = shared.flatMap(\.sets).map { $0.split(separator: "/").dropLast() }
        var owners: [String: Int] = [:]
        for group in candidates {
            for set in Set(byGroup[group, default: []].flatMap(\.sets)) { owners[set, default: 0] += 1 }
        }
        var scores: [(group: String?, score: Int)] = []
        for group in candidates {
            let own = byGroup[group, default: []].flatMap(\.sets).filter { owners[$0] == 1 }
            var best = 0
            for set in own {
                let folders = set.split(separator: "/").dropLast()
                for other in sharedFolders {
                    best = max(best, zip(folders, other).prefix { $0 == $1 }.count)
                }
            }
            scores.append((group, best))
        }
        let top = scores.map(\.score).max() ?? 0
        let winners = scores.filter { $0.score == top }
        guard top > 0, winners.count == 1 else { return nil }
        return .some(winners[0].group)
    }
}

extension Diagnostic {
    /// A group chosen with `--theme` or `"themes"` that the project does not have.
    fileprivate static func chosenGroupIsUnknown(_ group: String, groups: [String], at location: Location) -> Diagnostic
    {
        let known =
            groups.isEmpty
            ? "its themes have no groups"
            : groups.count > 12 ? "it has \(groups.count) groups" : "its groups: " + quoted(groups)
        return Diagnostic(
            .unknownAppearance,
            "'\(group)' (chosen with --theme or \"themes\" in palettec.json) is not a group of themes of this "
                + "project; \(known)" + Suggestion.question(Suggestion.closestOrCompletion(to: group, in: groups)),
            at: location
        )
    }

    /// A theme chosen with `--theme` or `"themes"` that its group does not have.
    fileprivate static func chosenThemeIsNotInGroup(
        _ name: String,
        group: String,
        members: [StudioTheme]
    ) -> Diagnostic {
        let names = members.map(\.name)
        let known = names.count > 12 ? "it has \(names.count) themes" : "its themes: " + quoted(names)
        return Diagnostic(
            .unknownAppearance,
            "'\(name)' (chosen for group '\(group)' with --theme or \"themes\" in palettec.json) is not a theme of "
                + "the group; \(known)" + Suggestion.question(Suggestion.closestOrCompletion(to: name, in: names)),
            at: members[0].location
        )
    }

    /// A theme chosen for the group whose themes are the appearances, which are all read.
    fileprivate static func chosenGroupGivesAppearances(_ group: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unknownAppearance,
            "the themes of group '\(group)' (chosen with --theme or \"themes\" in palettec.json) are the "
                + "palette's appearances, which are all read; choose a theme only for the other groups",
            at: location
        )
    }

    /// `'a', 'b', 'c'`.
    private static func quoted(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// Several groups of themes name light or dark, and none shares its sets' folders with the other themes.
    fileprivate static func appearanceGroupIsAmbiguous(_ groups: [String], at location: Location) -> Diagnostic {
        Diagnostic(
            .invalidAppearance,
            "the groups \(groups.map { "'\($0)'" }.joined(separator: ", ")) all have light or dark themes, and no "
                + "other group's theme shares a folder with the sets of only one of them; palettec cannot tell "
                + "which gives the appearances: choose the other groups' themes with \"themes\" in palettec.json",
            at: location
        )
    }
}
