// Lines from Apple's <Foundation/NSNotification.h>.
#import <Foundation/NSObject.h>

/// A structure that defines the name of a notification.
typedef NSString *NSNotificationName NS_TYPED_EXTENSIBLE_ENUM;

@class NSString, NSDictionary, NSOperationQueue;

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

@interface NSNotification : NSObject <NSCopying, NSCoding>
@property (readonly, copy) NSNotificationName name;
@property (nullable, readonly, retain) id object;
@property (nullable, readonly, copy) NSDictionary *userInfo;
- (instancetype)initWithName:(NSNotificationName)name object:(nullable id)object userInfo:(nullable NSDictionary *)userInfo NS_DESIGNATED_INITIALIZER;
@end

@interface NSNotificationCenter : NSObject
@property (class, readonly, strong) NSNotificationCenter *defaultCenter;
- (void)addObserver:(id)observer selector:(SEL)aSelector name:(nullable NSNotificationName)aName object:(nullable id)anObject;
- (void)postNotification:(NSNotification *)notification;
- (void)postNotificationName:(NSNotificationName)aName object:(nullable id)anObject;
- (void)postNotificationName:(NSNotificationName)aName object:(nullable id)anObject userInfo:(nullable NSDictionary *)aUserInfo;
- (void)removeObserver:(id)observer;
@end

NS_HEADER_AUDIT_END(nullability, sendability)
