// Lines from Apple's <UIKit/UIImageView.h> (iOS 17 SDK or later: it imports <Symbols/NSSymbolEffect.h>).
#import <Foundation/Foundation.h>
#import <UIKit/UIView.h>
#import <UIKit/UIKitDefines.h>

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

@class UIImage;

UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface UIImageView : UIView 

@property (nullable, nonatomic, strong) UIImage *image; // default is nil

@end

NS_HEADER_AUDIT_END(nullability, sendability)
