/// The UIKit part of the generated Swift for images (inside `#if canImport(UIKit) && !os(watchOS)`).
///
/// An image the catalog shows by itself comes from the catalog (`UIImage(named:in:compatibleWith:)`), whose asset
/// UIKit resolves again whenever the style or contrast changes. Any other image is a `UIImageAsset` built for the
/// theme of a trait collection, with one registration per style and contrast, so UIKit still switches light, dark
/// and high contrast by itself; a dimmed value is the artwork drawn with black over it in `.sourceAtop`. A theme is
/// not a trait `UIImageAsset` matches (it ignores traits asset catalogs do not have), so `show(in:)` sets the image
/// again when the palette's theme trait changes (iOS 17 and later).
enum SwiftImageUIKitSection {
    /// Writes the UIKit image extensions.
    static func write(plan: SwiftNamePlan, bundle: String, to printer: inout CodePrinter) {
        let type = plan.typeName
        let access = plan.access
        SwiftImageCoreSection.writeImageExtension(
            plan: plan,
            bundle: bundle,
            members: """

                /// The traits that select a built-in appearance's slot of an imageset.
                @available(iOS 13.0, tvOS 13.0, *)
                static func slotTraits(_ slot: \(type).Appearance) -> UIKit.UITraitCollection {
                    UIKit.UITraitCollection(traitsFrom: [
                        UIKit.UITraitCollection(userInterfaceStyle: slot.isDark ? .dark : .light),
                        UIKit.UITraitCollection(accessibilityContrast: slot.isHighContrast ? .high : .normal),
                    ])
                }

                /// This image for the trait collection it is shown with, or `nil` when the catalog lacks it.
                ///
                /// UIKit picks light, dark or high contrast from the traits of whatever displays it, as it does for
                /// catalog images. The theme is the one `traits` carries (iOS 17 and later) or the app-wide one: after a
                /// theme change, set the image again (`show(in:)` does so on iOS 17 and later; before, observe
                /// `\(type).AppearanceOverride.didChangeNotification`).
                @available(iOS 13.0, tvOS 13.0, *)
                \(access)func uiImage(for traits: UIKit.UITraitCollection) -> UIKit.UIImage? {
                    if isCatalogOnly {
                        let image = UIKit.UIImage(named: key, in: Self.bundle, compatibleWith: traits)
                        return isTemplate ? image?.withRenderingMode(.alwaysTemplate) : image
                    }
                    let theme = \(type).ThemeSelection.theme(for: traits)
                    let asset = UIKit.UIImageAsset()
                    var found = false
                    for dark in [false, true] {
                        for highContrast in [false, true] {
                            let appearance = \(type).Appearance.resolved(dark: dark, highContrast: highContrast, theme: theme)
                            guard let image = uiImage(for: appearance, scale: traits.displayScale) else { continue }
                            let registered = UIKit.UITraitCollection(traitsFrom: [
                                UIKit.UITraitCollection(userInterfaceStyle: dark ? .dark : .light),
                                UIKit.UITraitCollection(accessibilityContrast: highContrast ? .high : .normal),
                                UIKit.UITraitCollection(displayScale: image.scale),
                            ])
                            asset.register(image, with: registered)
                            found = true
                        }
                    }
                    return found ? asset.image(with: traits) : nil
                }

                /// One appearance's artwork as a fixed image: the file from the catalog at `scale` (0: the screen's),
                /// dimmed when the palette says so, in template mode for a template image.
                @available(iOS 13.0, tvOS 13.0, *)
                \(access)func uiImage(for appearance: \(type).Appearance, scale: CoreGraphics.CGFloat = 0) -> UIKit.UIImage? {
                    let artwork = variant(for: appearance)
                    var traits = [Self.slotTraits(artwork.slot)]
                    if scale > 0 {
                        traits.append(UIKit.UITraitCollection(displayScale: scale))
                    }
                    let wanted = UIKit.UITraitCollection(traitsFrom: traits)
                    guard let file = UIKit.UIImage(named: artwork.set, in: Self.bundle, compatibleWith: wanted) else {
                        return nil
                    }
                    let image = artwork.dimming > 0 ? Self.dimmed(file, opacity: artwork.dimming) : file
                    return isTemplate ? image.withRenderingMode(.alwaysTemplate) : image
                }

                /// `image` with black of `opacity` over its visible pixels: drawn, then filled in `.sourceAtop`, which
                /// paints only where the artwork is and keeps each pixel's alpha, so transparent edges stay transparent.
                @available(iOS 13.0, tvOS 13.0, *)
                static func dimmed(_ image: UIKit.UIImage, opacity: Double) -> UIKit.UIImage {
                    let format = UIKit.UIGraphicsImageRendererFormat()
                    format.scale = image.scale
                    format.opaque = false
                    let renderer = UIKit.UIGraphicsImageRenderer(size: image.size, format: format)
                    return renderer.image { context in
                        let bounds = CoreGraphics.CGRect(origin: .zero, size: image.size)
                        image.draw(in: bounds)
                        UIKit.UIColor(white: 0, alpha: CoreGraphics.CGFloat(opacity)).setFill()
                        context.fill(bounds, blendMode: .sourceAtop)
                    }
                }

                /// Shows this image in an image view and keeps it right: UIKit switches light, dark and contrast by
                /// itself, and a change of the palette's theme trait (`\(type).AppearanceOverride`, the SwiftUI
                /// modifier) sets the image again. Unregister the returned registration
                /// (`unregisterForTraitChanges(_:)`) before showing another image in the same view.
                @available(iOS 17.0, tvOS 17.0, *)
                @MainActor
                @discardableResult
                \(access)func show(in imageView: UIKit.UIImageView) -> any UIKit.UITraitChangeRegistration {
                    imageView.image = uiImage(for: imageView.traitCollection)
                    let image = self
                    return imageView.registerForTraitChanges([\(type).ThemeTrait.self]) {
                        (view: UIKit.UIImageView, _: UIKit.UITraitCollection) in
                        view.image = image.uiImage(for: view.traitCollection)
                    }
                }
                """,
            to: &printer
        )
    }
}
