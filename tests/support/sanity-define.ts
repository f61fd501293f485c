// In Jest, `sanity` resolves here: the schema helpers without loading the whole Studio.
export { defineArrayMember, defineField, defineType } from '@sanity/types';
