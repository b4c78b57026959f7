// Lines from Apple's <Foundation/NSLock.h>.
#import <Foundation/NSObject.h>

@class NSDate;

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

/// The elementary methods adopted by classes that define lock objects.
@protocol NSLocking

/// Attempts to acquire a lock, blocking a thread's execution until the lock can be acquired.
- (void)lock NS_SWIFT_UNAVAILABLE_FROM_ASYNC("Use async-safe scoped locking instead");

/// Relinquishes a previously acquired lock.
- (void)unlock NS_SWIFT_UNAVAILABLE_FROM_ASYNC("Use async-safe scoped locking instead");

@end

/// An object that coordinates the operation of multiple threads of execution within the same application.
NS_SWIFT_SENDABLE
@interface NSLock : NSObject <NSLocking>

/// Attempts to acquire a lock and immediately returns a Boolean value that indicates whether the attempt was successful.
- (BOOL)tryLock NS_SWIFT_UNAVAILABLE_FROM_ASYNC("Use async-safe scoped locking instead");

/// Attempts to acquire a lock before a given date and returns a Boolean value indicating whether the attempt was successful.
- (BOOL)lockBeforeDate:(NSDate *)limit NS_SWIFT_UNAVAILABLE_FROM_ASYNC("Use async-safe scoped locking instead");

/// The name associated with the receiver.
@property (nullable, copy) NSString *name API_AVAILABLE(macos(10.5), ios(2.0), watchos(2.0), tvos(9.0));

@end

NS_HEADER_AUDIT_END(nullability, sendability)
