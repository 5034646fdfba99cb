/**
 * The create-user form (/admin/users): its values, its rules as dictionary keys ("Required", "Invalid
 * email": spec 2 §5 "valid e-mail required") and the POST /createUser body it sends.
 */
import { z } from 'zod';
import type { Permission } from '#shared/domain/roles';
import { USER_NAME_MAX } from '#shared/domain/users-admin';

export interface CreateUserValues {
  email: string;
  firstName: string;
  lastName: string;
  permissions: Permission[];
  isMasterAdmin: boolean;
}

export const emptyCreateUser: CreateUserValues = {
  email: '',
  firstName: '',
  lastName: '',
  // Every user reads videos unless an admin takes it away (the sign-up default, too).
  permissions: ['readVideo'],
  isMasterAdmin: false,
};

export type CreateUserErrors = Partial<
  Record<'email' | 'firstName' | 'lastName', 'required' | 'invalid-email'>
>;

const emailSchema = z.email().max(254);

export function createUserErrors(values: CreateUserValues): CreateUserErrors {
  const errors: CreateUserErrors = {};
  const email = values.email.trim().toLowerCase();
  if (!email) errors.email = 'required';
  else if (!emailSchema.safeParse(email).success) errors.email = 'invalid-email';
  if (!values.firstName.trim()) errors.firstName = 'required';
  if (!values.lastName.trim()) errors.lastName = 'required';
  return errors;
}

export function togglePermission(
  values: CreateUserValues,
  permission: Permission,
  on: boolean,
): CreateUserValues {
  const others = values.permissions.filter((p) => p !== permission);
  return { ...values, permissions: on ? [...others, permission] : others };
}

export function createUserBody(values: CreateUserValues) {
  return {
    email: values.email.trim().toLowerCase(),
    firstName: values.firstName.trim().slice(0, USER_NAME_MAX),
    lastName: values.lastName.trim().slice(0, USER_NAME_MAX),
    permissions: values.permissions,
    isMasterAdmin: values.isMasterAdmin,
  };
}
