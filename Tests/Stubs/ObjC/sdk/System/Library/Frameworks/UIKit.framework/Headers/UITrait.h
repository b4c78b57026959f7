// Lines from Apple's <UIKit/UITrait.h> (iOS 18 SDK). The Swift overlay (overlays/UIKit.swift) declares the Swift
// protocol UITraitDefinition and typealias UITrait, which shadow these in Swift as Apple's overlay does.
#import <Foundation/Foundation.h>
#import <CoreGraphics/CoreGraphics.h>
#import <UIKit/UIKitDefines.h>

NS_HEADER_AUDIT_BEGIN(nullability, sendability)


API_AVAILABLE(ios(17.0), tvos(17.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@protocol UITraitDefinition

@optional

/// A unique identifier string for the trait (reverse-DNS format recommended).
/// Allows the trait to be encoded/decoded, and to map both a Swift and Objective-C trait to the same data.
@property (nonatomic, class, readonly) NSString *identifier;

/// A short human-readable name for the trait, e.g. for printing and debugging output.
/// By default, the trait's class name is used when not implemented.
@property (nonatomic, class, readonly) NSString *name;

/// Whether the trait is used to resolve dynamic colors (or images), and changes to the trait should
/// automatically trigger views using dynamic colors/images to update their appearance. Default is NO.
@property (nonatomic, class, readonly) BOOL affectsColorAppearance;

@end
typedef Class<UITraitDefinition> UITrait API_AVAILABLE(ios(17.0), tvos(17.0)) API_UNAVAILABLE(watchos);

API_AVAILABLE(ios(17.0), tvos(17.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@protocol UIObjectTraitDefinition <UITraitDefinition>
/// The default value for this trait in a trait collection when no value has been set.
@property (nonatomic, class, readonly, nullable) __kindof id<NSObject> defaultValue;
@end
typedef Class<UIObjectTraitDefinition> UIObjectTrait API_AVAILABLE(ios(17.0), tvos(17.0)) API_UNAVAILABLE(watchos);

NS_HEADER_AUDIT_END(nullability, sendability)
