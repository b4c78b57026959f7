/// The app-wide theme and the `@MainActor` appearance override, which UIKit and AppKit write the same way around
/// what differs: how a choice reaches windows and views, and what else each platform offers.
enum SwiftOverrideSection {
    /// What one platform puts into the shared shape.
    struct Platform {
        /// `UIKit` or `AppKit`, for the theme selection's comment.
        var framework: String
        /// Members of `ThemeSelection` after `current` (UIKit: the theme a trait collection carries), or empty.
        var themeSelectionMembers: String
        /// The override's documentation and its availability attribute, one per line.
        var overrideHeader: String
        /// What app extensions cannot call, one attribute per line.
        var extensionUnavailable: String
        /// The summary of `apply(_:persist:defaults:)`.
        var applySummary: String
        /// The statements of `apply` that give the choice to windows, after the theme selection was set.
        var applyBody: String
        /// The override's other members, after `restore(from:)`.
        var members: String
    }

    /// Writes `ThemeSelection` and `AppearanceOverride` (inside the namespace's extension).
    static func write(plan: SwiftNamePlan, platform: Platform, to printer: inout CodePrinter) {
        let type = plan.typeName
        let access = plan.access
        let notification = SwiftLiteral.string("palettec.\(type).appearanceChoiceDidChange")
        printer.lines(
            """
            /// The app-wide theme, behind a lock because \(platform.framework) may resolve dynamic colors on any thread.
            fileprivate final class ThemeSelection: @unchecked Sendable {
                /// The app's one selection.
                private static let shared = ThemeSelection()
                /// Guards `theme`.
                private let lock = Foundation.NSLock()
                /// The chosen theme, or `nil` for none.
                private var theme: \(type).Appearance?

                /// The app-wide theme, or `nil` for none.
                static var current: \(type).Appearance? {
                    get {
                        shared.lock.lock()
                        defer { shared.lock.unlock() }
                        return shared.theme
                    }
                    set {
                        shared.lock.lock()
                        shared.theme = newValue
                        shared.lock.unlock()
                    }
                }
            """
        )
        if !platform.themeSelectionMembers.isEmpty {
            printer.indented { body in
                body.blankLine()
                body.lines(platform.themeSelectionMembers)
            }
        }
        printer.line("}")
        printer.blankLine()
        printer.lines(platform.overrideHeader)
        printer.line("@MainActor")
        printer.line("\(access)enum AppearanceOverride {")
        printer.indented { body in
            body.lines(
                """
                /// Posted after `apply(_:persist:defaults:)` changed the choice; `userInfo["choice"]` is its raw value.
                \(access)nonisolated static let didChangeNotification = Foundation.Notification.Name(\(notification))
                /// The `UserDefaults` key the choice is stored under, as its raw value.
                \(access)nonisolated static var defaultsKey: String { \(type).AppearanceChoice.defaultsKey }
                /// The choice applied last; `.system` until `apply`, `restore` or `prepare` runs.
                \(access)private(set) static var choice: \(type).AppearanceChoice = .system

                /// Makes `choice` the current one for colors and web views without touching windows: for code that runs
                /// before the app has any (a SwiftUI `App`'s initializer), where `.\(plan.modifierName)(_:)` applies it.
                \(access)static func prepare(_ choice: \(type).AppearanceChoice) {
                    self.choice = choice
                    \(type).ThemeSelection.current = choice.theme
                }

                /// \(platform.applySummary)
                \(platform.extensionUnavailable)
                \(access)static func apply(
                    _ choice: \(type).AppearanceChoice,
                    persist: Bool = true,
                    defaults: Foundation.UserDefaults = \(type).AppearanceChoice.defaults
                ) {
                    let previous = self.choice
                    prepare(choice)
                """
            )
            body.indented { inner in
                inner.lines(platform.applyBody)
                inner.lines(
                    """
                    if persist {
                        defaults.set(choice.rawValue, forKey: \(type).AppearanceChoice.defaultsKey)
                    }
                    choiceDidChange(choice)
                    if previous != choice {
                        Foundation.NotificationCenter.default.post(
                            name: didChangeNotification,
                            object: nil,
                            userInfo: ["choice": choice.rawValue]
                        )
                    }
                    """
                )
            }
            body.lines(
                """
                }

                /// Applies the stored choice (`.system` if none or unknown), without storing it again.
                \(platform.extensionUnavailable)
                \(access)static func restore(from defaults: Foundation.UserDefaults = \(type).AppearanceChoice.defaults) {
                    apply(\(type).AppearanceChoice.stored(in: defaults), persist: false, defaults: defaults)
                }

                """
            )
            body.lines(platform.members)
            body.blankLine()
            body.lines(
                """
                /// Tells what follows the choice outside the platform's own appearance handling that it changed:
                /// attached web views.
                private static func choiceDidChange(_ choice: \(type).AppearanceChoice) {
                    #if canImport(WebKit)
                    \(type).WebViews.update(to: choice)
                    #endif
                }
                """
            )
        }
        printer.line("}")
    }
}
