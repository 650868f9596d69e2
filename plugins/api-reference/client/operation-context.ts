/** The operation the request panel sends, for the parts of the openapi theme's form that are given less of it. */
import {createContext} from 'react';
import type {ApiOperation} from './store';

export const OperationContext = createContext<ApiOperation | undefined>(undefined);
