// Lines from Apple's <UIKit/UIApplication.h>.
#import <UIKit/UIResponder.h>
#import <UIKit/UIScene.h>
#import <Foundation/NSSet.h>
NS_HEADER_AUDIT_BEGIN(nullability, sendability)
UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
@interface UIApplication : UIResponder
@property(class, nonatomic, readonly) UIApplication *sharedApplication;
@property(nonatomic, readonly) NSSet<UIScene *> *connectedScenes API_AVAILABLE(ios(13.0));
@end
NS_HEADER_AUDIT_END(nullability, sendability)
