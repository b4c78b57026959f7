/// Where the appearance choice is stored (inside `#if canImport(Foundation)`): the `UserDefaults` key, the suite
/// (an app group's, with the `defaultsSuite` option, so widgets and other extensions read the app's choice) and the
/// stored choice, all usable in app extensions.
enum SwiftStorageSection {
    /// Writes the `AppearanceChoice` extension.
    static func write(plan: SwiftNamePlan, to printer: inout CodePrinter) {
        let type = plan.typeName
        let access = plan.access
        let key = SwiftLiteral.string("palettec.\(type).appearanceChoice")
        let defaults: String
        let location: String
        if let suite = plan.defaultsSuite {
            defaults = "Foundation.UserDefaults(suiteName: \(SwiftLiteral.string(suite))) ?? .standard"
            location = "the app group suite `\(SwiftLiteral.commentText(suite))`, so extensions read the app's choice"
        } else {
            defaults = ".standard"
            location = "`UserDefaults.standard` (the `defaultsSuite` option names an app group suite instead)"
        }
        printer.lines(
            """
            extension \(type).AppearanceChoice {
                /// The `UserDefaults` key the app's choice is stored under, as its raw value.
                \(access)static let defaultsKey = \(key)

                /// Where the app's choice is stored: \(location).
                \(access)static var defaults: Foundation.UserDefaults {
                    \(defaults)
                }

                /// The choice stored in `defaults` (`.system` if none or unknown): what an app shows at launch and what
                /// its widgets and other extensions follow.
                \(access)static func stored(in defaults: Foundation.UserDefaults = \(type).AppearanceChoice.defaults) -> \(type).AppearanceChoice {
                    defaults.string(forKey: defaultsKey).flatMap(\(type).AppearanceChoice.init(rawValue:)) ?? .system
                }
            }
            """
        )
    }
}
